import type { ColumnType, Generated } from 'kysely';

/** Table types of the database, as the migrations in ./migrations create them. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface PlantsTable {
  plant_code: string;
  plant_name: string;
  cut_off_date: string | null;
  is_live: Generated<boolean>;
  update_user: string | null;
  updated_at: Timestamp;
}

export interface ClientsTable {
  client_code: string;
  client_name: string;
}

export interface RolesTable {
  role_id: Generated<number>;
  role_name: string;
  description: string | null;
}

export interface UsersTable {
  user_id: Generated<number>;
  user_name: string;
  full_name: string;
  email: string | null;
  password_hash: string;
  user_type: Generated<'I' | 'E'>;
  is_active: Generated<boolean>;
  is_locked: Generated<boolean>;
  force_password: Generated<boolean>;
  registration_pending: Generated<boolean>;
  token_version: Generated<number>;
  language: Generated<string>;
  color_scheme: Generated<string>;
  /** Chief Delivery's last search (JSON of DeliveryFilters), or null. */
  delivery_filters: string | null;
  /** The identity provider's account ("issuer subject") the user was first signed in with, or null (migration 0027). */
  oidc_subject: string | null;
  last_login_at: Date | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface UserRolesTable {
  user_id: number;
  role_id: number;
}

export interface UserPlantsTable {
  user_id: number;
  plant_code: string;
}

export interface UserClientsTable {
  user_id: number;
  client_code: string;
}

export interface PermissionsTable {
  permission_key: string;
  parent_key: string | null;
  title: string;
  url: string | null;
  icon: string | null;
  sort_order: number;
}

export interface RolePermissionsTable {
  role_id: number;
  permission_key: string;
}

export interface ParamGroupsTable {
  param_group_id: string;
  description: string;
}

export interface ParamsTable {
  param_id: Generated<number>;
  param_group_id: string;
  param_code: string;
  param_value: string;
  sort_order: Generated<number>;
}

export interface SettingsTable {
  setting_id: Generated<number>;
  setting_key: string;
  setting_value: string;
  description: string | null;
  updated_at: Timestamp;
}

export interface ServerSecretsTable {
  secret_name: string;
  secret_value: string;
}

export interface EmailTemplatesTable {
  template_id: Generated<number>;
  template_code: string;
  /** The language of this version of the template (en, de, es, fr, ja, zh); one version per code and language. */
  language: Generated<string>;
  subject: string;
  body: string;
  updated_at: Timestamp;
}

export interface EmailLogTable {
  email_id: Generated<number>;
  template_code: string | null;
  recipient: string;
  subject: string;
  body: string;
  status: 'QUEUED' | 'SENT' | 'FAILED' | 'LOGGED';
  error: string | null;
  created_at: CreatedAt;
  sent_at: Date | null;
  /** The Message-ID the mail server accepted it under (SENT). */
  message_id: Generated<string | null>;
}

export interface ApiLogTable {
  api_log_id: Generated<number>;
  system: string;
  operation: string;
  method: string;
  url: string;
  request_body: unknown;
  response_status: number | null;
  response_body: unknown;
  duration_ms: number | null;
  error: string | null;
  /** The outbox row whose delivery made the call; null for calls made outside the outbox. */
  outbox_id: number | null;
  /** The request that queued the call's outbox row (its X-Request-Id); null for work no request asked for. */
  request_id: string | null;
  created_at: CreatedAt;
}

export type OutboxStatus = 'PENDING' | 'RUNNING' | 'DONE' | 'FAILED';

export interface OutboxTable {
  outbox_id: Generated<number>;
  kind: string;
  payload: unknown;
  idempotency_key: string;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  /** When a PENDING row is due; for a RUNNING row, when its claim lapses (the worker died). */
  next_attempt_at: Timestamp;
  last_error: string | null;
  result_message: string | null;
  progress: Generated<number>;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  /** When the first attempt was claimed; null while the job waits for its first. */
  started_at: Date | null;
  /** How many rows the handler really inserted or changed; null for kinds that do not count. */
  rows_changed: number | null;
  /** The id of the request that queued the row; null when no request did (the service-level sweep). */
  request_id: string | null;
}

export interface AuditEventsTable {
  event_id: Generated<number>;
  user_id: number | null;
  user_name: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  detail: string | null;
  ip: string | null;
  created_at: CreatedAt;
}

export interface SecurityEventsTable {
  event_id: ColumnType<number, never, never>;
  occurred_at: CreatedAt;
  kind: string;
  /** Whom the event is about (the user signing in, the user whose password or sessions changed). */
  user_id: number | null;
  user_name: string | null;
  /** Who did it when not the user themself (an administrator). */
  actor_id: number | null;
  actor_name: string | null;
  ip: string | null;
  request_id: string | null;
  detail: string | null;
}

export interface PrivacyAgreementsTable {
  user_id: number;
  policy_version: string;
  agreed_at: CreatedAt;
}

/** A browser's signed-in session: the refresh cookie's hash and what renewing it needs (migration 0027). */
export interface BrowserSessionsTable {
  session_hash: string;
  user_id: number;
  token_version: number;
  csrf_hash: string;
  method: 'password' | 'oidc';
  created_at: CreatedAt;
  last_renewed_at: Generated<Date>;
  expires_at: Date;
  /** The identity provider's refresh token, sealed with the server's secret (sealed.ts). */
  provider_refresh_token: string | null;
  provider_id_token: string | null;
  provider_checked_at: Date | null;
  /** A provider sign-in waiting for the product's second factor: not renewable until it is given. */
  second_factor_pending: Generated<boolean>;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface AuthAttemptsTable {
  attempt_id: Generated<number>;
  kind: 'login' | 'register' | 'forgot' | 'two-factor';
  subject: string;
  ip: string;
  succeeded: boolean;
  created_at: CreatedAt;
}

/** A user's TOTP secret: pending until a first code confirms it (confirmed_at). */
export interface UserTwoFactorTable {
  user_id: number;
  secret: string;
  confirmed_at: Date | null;
  /** The time step of the last code accepted: a code of that step or an earlier one is refused. */
  last_time_step: number | null;
  created_at: CreatedAt;
}

/** One-time recovery codes, as SHA-256 hashes; used_at once spent. */
export interface TwoFactorRecoveryCodesTable {
  code_hash: string;
  user_id: number;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface CustomersTable {
  customer_code: string;
  customer_name: string;
  blocked: Generated<boolean>;
  block_remark: string | null;
  npwp: string | null;
  tax_to_npwp: string | null;
  distribution_channel: string;
  sales_division: string;
  sales_office: string;
  plant_code: string;
  street: string | null;
  city: string | null;
  customer_group1: string | null;
  customer_group2: string | null;
  customer_group3: string | null;
  updated_at: Timestamp;
}

export interface MaterialsTable {
  material_code: string;
  material_name: string;
  division: string;
  ph3: string | null;
  base_uom: string;
  non_fraction: Generated<boolean>;
  rayon_type: string | null;
  client_code: string;
  distribution_channel: string;
  blocked: Generated<boolean>;
  /** The principal must approve returns of it: the CLIENT step joins the route. */
  principal_approval: Generated<boolean>;
  type_prod: string | null;
  temperature: string | null;
  updated_at: Timestamp;
}

export interface MaterialUomsTable {
  material_code: string;
  uom: string;
  numerator: number;
  denumerator: number;
  description: string | null;
  updated_at: Timestamp;
}

export interface BatchesTable {
  material_code: string;
  batch: string;
  expiry_date: string | null;
  valid: Generated<boolean>;
}

export interface MaterialExclusionsTable {
  exclusion_id: Generated<number>;
  sales_org: string | null;
  material_code: string;
  customer_code: string | null;
  batch: string | null;
  plant_code: string | null;
  ic4: string | null;
  doc_cat: string | null;
  cg1: string | null;
}

export interface NraRulesTable {
  nra_rule_id: Generated<number>;
  variant: 'NRAX' | 'NRABLANK' | 'NRACUSTX' | 'NRACUSTBLANK';
  client_code: string;
  customer_code: string | null;
  material_code: string | null;
  ph3: string | null;
  customer_group2: string | null;
}

export interface CrpSettingsTable {
  client_code: string;
  mandt: Generated<string>;
  non_returnable: Generated<boolean>;
  non_fraction: Generated<boolean>;
  crp_before: number;
  crp_after: number;
  rgp_before: number | null;
  rgp_after: number | null;
  rgp_remark: string | null;
  status_crp: Generated<string>;
}

export interface InvoiceLinesTable {
  invoice_line_id: Generated<number>;
  invoice_no: string;
  line: number;
  tax_invoice_no: string | null;
  po_number: string | null;
  transaction_date: string;
  customer_code: string;
  plant_code: string;
  material_code: string;
  batch: string;
  sales_uom: string;
  quantity: number;
  base_quantity: number;
  net_price: number;
  transfer_status: Generated<string>;
}

export interface RayonHeadersTable {
  rayon_code: string;
  rayon_type: string;
  plant_code: string;
  fss: string | null;
  slm: string | null;
  asm: string | null;
  nsm: string | null;
  bum: string | null;
  valid_from: string;
  valid_to: string;
}

export interface RayonCustomersTable {
  rayon_code: string;
  customer_code: string;
  valid_from: string;
  valid_to: string;
}

export interface RayonDetailsTable {
  rayon_detail_id: Generated<number>;
  rayon_type: string;
  archi_group: string;
  division: string;
  material_code: string | null;
  valid_from: string;
  valid_to: string;
}

/** An old SAP invoice line, as SAP exported it (read-only). */
export interface SapInvoicesOldTable {
  invoice_old_id: Generated<number>;
  client_year: number;
  period: number;
  transaction_date: string;
  client_code: string;
  client_name: string;
  invoice_no: string;
  invoice_line: number;
  customer_code: string;
  customer_name: string;
  customer_group1: string | null;
  customer_group2: string | null;
  business_division: string;
  business_division_name: string;
  material_code: string;
  material_name: string;
  batch: string | null;
  expired_date: string | null;
  plant_code: string;
  plant_name: string;
  new_plant_code: string | null;
  distribution_channel: string;
  channel_name: string;
  sales_office: string;
  sales_unit: string;
  quantity: number;
  base_quantity: number;
  base_uom: string;
  gross_price: number;
  net_price: number;
  net_sales: number;
  discount: number;
  sales_value: number;
  bonus_quantity: Generated<number>;
  address: string | null;
  city: string | null;
  store_location: string | null;
  tax_invoice_no: string | null;
}

/** An old SAP tax invoice line (e-Faktur), as SAP exported it (read-only). */
export interface SapTaxesOldTable {
  tax_old_id: Generated<number>;
  client_code: string;
  fk: string;
  plant_code: string;
  billing_doc: string;
  billing_item: number;
  distribution_channel: string;
  billing_date: string;
  material_code: string;
  tax_class: string;
  tax_invoice_no: string;
  period_month: number;
  period_year: number;
  sales_office: string;
  vat_reg_no: string | null;
  customer_name: string;
  street: string | null;
  subtotal5: number;
  tax_base: number;
  vat_amount: number;
  total_amount: number;
  currency: Generated<string>;
}

export interface BranchStaffTable {
  nik: string;
  full_name: string;
  role: string;
  plant_code: string;
  user_id: number | null;
  valid_from: string;
  valid_to: string;
}

export interface AttachmentsTable {
  attachment_id: Generated<number>;
  file_name: string;
  content_type: string;
  size: number;
  content: Buffer;
  created_by: number | null;
  created_at: CreatedAt;
}

export interface FpreDocumentsTable {
  return_id: number;
  file_name: string;
  content_type: string;
  size: number;
  content: Buffer;
  uploaded_by: number;
  uploaded_by_name: string;
  uploaded_at: CreatedAt;
}

export interface ReturnNumberCountersTable {
  plant_code: string;
  year: number;
  last_value: number;
}

export interface ReturnsTable {
  return_id: Generated<number>;
  ret_number: string;
  return_type: 'MTKA' | 'NONMTKA' | 'NONREFMTKA' | 'NOREFNONMTKA';
  data_source: string | null;
  status: Generated<'D' | 'W' | 'A' | 'R'>;
  status_reject: Generated<boolean>;
  step_code: string | null;
  route: Generated<string[]>;
  version: Generated<number>;
  customer_code: string;
  customer_code_old: string | null;
  customer_code_origin: string | null;
  plant_code: string;
  plant_code_old: string | null;
  distribution_channel: string | null;
  invoice_no: string | null;
  tax_invoice_no: string | null;
  transaction_date: string | null;
  po: string | null;
  customer_po_date: string | null;
  reason_code: string | null;
  remark: string | null;
  reporter: string | null;
  rtv_no: string | null;
  rtv_date: string | null;
  rtv_receiving_date: string | null;
  remarks_rtv: string | null;
  tax_to_npwp: string | null;
  is_bm: Generated<boolean>;
  add_line: Generated<boolean>;
  is_changes: Generated<boolean>;
  print_status: Generated<'Y' | 'N'>;
  first_print_date: Date | null;
  approved_by_anyone: Generated<boolean>;
  fpre_status: Generated<'W' | 'A' | 'R'>;
  fpre_uploaded: Generated<boolean>;
  /** When the signed FPRE now stored was uploaded (fpre_documents.uploaded_at), for Chief Warehouse's order. */
  fpre_uploaded_at: Date | null;
  /** When the return entered the lifecycle state it is in (the workflow chart's ages). */
  state_entered_at: Generated<Date>;
  fareye_status: Generated<'NOT_SENT' | 'WAITING' | 'ERROR' | 'IRRELEVANT' | 'SENT'>;
  fpre_doc_remark: string | null;
  so_status: 'PENDING' | 'SUCCESS' | 'FAILED' | null;
  so_number: string | null;
  so_last_error: string | null;
  so_attempt: Generated<number>;
  return_invoice_no: string | null;
  last_print_date: Date | null;
  /** When delivery tracking last answered. */
  fareye_date: Date | null;
  /** Its last error; for an irrelevant request, why ("Plant 1003 is not go live"). */
  fareye_last_error: string | null;
  cd_status: 'A' | 'R' | null;
  cd_remark: string | null;
  cd_user_name: string | null;
  cd_decided_at: Date | null;
  created_by: number;
  created_at: CreatedAt;
  submitted_at: Date | null;
  updated_at: Timestamp;
}

export interface ReturnDecisionsTable {
  decision_id: Generated<number>;
  return_id: number;
  return_detail_id: number;
  step_code: 'SALES' | 'CLIENT' | 'BRQA' | 'QAHO' | 'QACLIENT';
  status: 'A' | 'R';
  remark: string | null;
  user_id: number;
  user_name: string;
  decided_at: CreatedAt;
}

export interface ReturnItemsTable {
  return_detail_id: Generated<number>;
  return_id: number;
  line: number;
  line_old: number | null;
  uuid: string | null;
  invoice_line_id: number | null;
  material_code: string;
  material_code_old: string | null;
  material_name: string;
  batch: string;
  batch_old: string | null;
  expired_date: string | null;
  uom: string;
  return_uom: string;
  qty: number;
  base_qty: number;
  net_price: Generated<number>;
  net_price_old: number | null;
  nra: Generated<boolean>;
  crprgp: string;
  non_fraction: Generated<boolean>;
  client_code: string;
  division: string | null;
  rayon_type: string | null;
  sloc: string | null;
  attachment_id: number | null;
  remark: string | null;
  material_remarks: string | null;
  add_line: Generated<boolean>;
  old_return_detail_id: number | null;
  actual_qty: number | null;
  actual_uom: string | null;
  warehouse_remark: string | null;
  reject_disposition: 'REGROUPED' | 'BACK_TO_CUSTOMER' | null;
  approval_status: 'A' | 'R' | null;
}

export interface ReturnEventsTable {
  event_id: Generated<number>;
  return_id: number;
  return_detail_id: number | null;
  event: string;
  from_step: string | null;
  to_step: string | null;
  status: string | null;
  user_id: number | null;
  user_name: string | null;
  remark: string | null;
  created_at: CreatedAt;
}

/** A line's stay at one step of the process (migration 0028; machines/returns/processSteps.ts names the steps). */
export interface LineStepsTable {
  line_step_id: Generated<number>;
  return_id: number;
  return_detail_id: number;
  plant_code: string;
  client_code: string;
  return_type: string;
  reason_code: string | null;
  step: string;
  entered_at: Date;
  /** Null while the line waits at the step. */
  left_at: Date | null;
  /** The step it left for; REGROUPED for a rejected line regrouped into a new return. */
  next_step: string | null;
}

/** A line's whole way through the process and its rework (migration 0029). */
export interface LinePathsTable {
  return_detail_id: number;
  return_id: number;
  plant_code: string;
  client_code: string;
  return_type: string;
  reason_code: string | null;
  /** Its steps in order, joined by '>'. */
  path: string;
  started_at: Date;
  /** Null while the line still waits at a step. */
  ended_at: Date | null;
  quantity_changes: Generated<number>;
  approval_changes: Generated<number>;
  erp_retries: Generated<number>;
  /** A line of its return brought the client to the route when it was submitted. */
  needs_client: Generated<boolean>;
}

export interface ReturnAssignmentsTable {
  return_id: number;
  step_code: string;
  user_id: number;
  assigned_at: CreatedAt;
}

export interface ServiceLevelEscalationsTable {
  return_id: number;
  step_code: string;
  level: 1 | 2;
  escalated_at: CreatedAt;
}

export interface DB {
  plants: PlantsTable;
  clients: ClientsTable;
  roles: RolesTable;
  users: UsersTable;
  user_roles: UserRolesTable;
  user_plants: UserPlantsTable;
  user_clients: UserClientsTable;
  permissions: PermissionsTable;
  role_permissions: RolePermissionsTable;
  param_groups: ParamGroupsTable;
  params: ParamsTable;
  settings: SettingsTable;
  server_secrets: ServerSecretsTable;
  email_templates: EmailTemplatesTable;
  email_log: EmailLogTable;
  api_log: ApiLogTable;
  outbox: OutboxTable;
  audit_events: AuditEventsTable;
  security_events: SecurityEventsTable;
  privacy_agreements: PrivacyAgreementsTable;
  password_resets: PasswordResetsTable;
  browser_sessions: BrowserSessionsTable;
  auth_attempts: AuthAttemptsTable;
  user_two_factor: UserTwoFactorTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  customers: CustomersTable;
  materials: MaterialsTable;
  material_uoms: MaterialUomsTable;
  batches: BatchesTable;
  material_exclusions: MaterialExclusionsTable;
  nra_rules: NraRulesTable;
  crp_settings: CrpSettingsTable;
  invoice_lines: InvoiceLinesTable;
  rayon_headers: RayonHeadersTable;
  rayon_customers: RayonCustomersTable;
  rayon_details: RayonDetailsTable;
  sap_invoices_old: SapInvoicesOldTable;
  sap_taxes_old: SapTaxesOldTable;
  branch_staff: BranchStaffTable;
  attachments: AttachmentsTable;
  return_number_counters: ReturnNumberCountersTable;
  returns: ReturnsTable;
  return_items: ReturnItemsTable;
  return_events: ReturnEventsTable;
  line_steps: LineStepsTable;
  line_paths: LinePathsTable;
  return_decisions: ReturnDecisionsTable;
  return_assignments: ReturnAssignmentsTable;
  service_level_escalations: ServiceLevelEscalationsTable;
  fpre_documents: FpreDocumentsTable;
}
