import { sql } from 'kysely';

/**
 * The names beside a return's codes, read from returns `r` of any list, report, dashboard, chart
 * or document query: one scalar subquery each (an index lookup planned on its own), written once.
 */
export const returnNames = {
  /** The reason's name (parameter group REASON). */
  reason: sql<string | null>`(select nr.param_value from params as nr where nr.param_group_id = 'REASON' and nr.param_code = r.reason_code)`,
  customer: sql<string>`(select nc.customer_name from customers as nc where nc.customer_code = r.customer_code)`,
  plant: sql<string>`(select np.plant_name from plants as np where np.plant_code = r.plant_code)`,
  /** Who registered the return: the login, and the full name the screens show. */
  creatorUserName: sql<string>`(select nu.user_name from users as nu where nu.user_id = r.created_by)`,
  creatorFullName: sql<string>`(select nu.full_name from users as nu where nu.user_id = r.created_by)`,
};
