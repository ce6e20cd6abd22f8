/** The sixteen roles of the product (spec 000 §1). */
export const roles = [
  'ADMIN',
  'ADMINISTRATOR',
  'OPERATION_HO',
  'SALES_SERVICE',
  'DISPLAY',
  'DISPLAY_ONLY',
  'FSS',
  'ASM',
  'NSM',
  'BM',
  'BRQA',
  'QAHO',
  'CLIENT',
  'CHIEF_DELIVERY',
  'CHIEF_WAREHOUSE',
  'FPRE',
] as const;

export type Role = (typeof roles)[number];
