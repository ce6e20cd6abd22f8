import type { Handlers } from './http/handlers.ts';
import { signInHandlers } from './modules/auth/signIn.ts';
import { registrationHandlers } from './modules/auth/registration.ts';
import { oidcHandlers } from './modules/auth/oidc/oidcHandlers.ts';
import { passwordResetHandlers } from './modules/auth/passwordReset.ts';
import { profileHandlers } from './modules/auth/profile.ts';
import { twoFactorHandlers } from './modules/auth/twoFactorHandlers.ts';
import { menuHandlers } from './modules/admin/menu.ts';
import { recordHandlers } from './modules/admin/recordHandlers.ts';
import { emailResendHandlers } from './modules/admin/emailResendHandlers.ts';
import { lifecycleOverlayHandlers } from './modules/workflow/lifecycleOverlay.ts';
import { processHandlers } from './modules/workflow/processHandlers.ts';
import { registrationAdminHandlers } from './modules/admin/registrations.ts';
import { notificationHandlers } from './modules/dashboard/notifications.ts';
import { dashboardHandlers } from './modules/dashboard/dashboardHandlers.ts';
import { attachmentHandlers } from './modules/returns/attachments.ts';
import { approvalChangeHandlers } from './modules/approvals/approvalChanges.ts';
import { approvalListHandlers } from './modules/approvals/approvalList.ts';
import { lineQuantityHandlers } from './modules/approvals/changeLineQuantity.ts';
import { decisionHandlers } from './modules/approvals/decideLines.ts';
import { rejectReturnHandlers } from './modules/approvals/rejectReturn.ts';
import { returnInvoiceHandlers } from './modules/warehouse/returnInvoice.ts';
import { rejectedLineHandlers } from './modules/rejects/rejectedLineHandlers.ts';
import { warehouseHandlers } from './modules/warehouse/saveWarehouse.ts';
import { scanFpreHandlers } from './modules/warehouse/scanFpre.ts';
import { warehouseListHandlers } from './modules/warehouse/warehouseList.ts';
import { changeLookupHandlers } from './modules/returns/changeLookups.ts';
import { lookupHandlers } from './modules/returns/lookups.ts';
import { returnDocumentHandlers } from './modules/returns/returnDocument.ts';
import { saveReturnHandlers } from './modules/returns/saveReturn.ts';
import { synchHandlers } from './modules/masterdata/synch.ts';
import { lookupHandlers as masterDataLookupHandlers } from './modules/masterdata/lookupHandlers.ts';
import { deliveryListHandlers } from './modules/delivery/deliveryList.ts';
import { printFpreHandlers } from './modules/delivery/printFpre.ts';
import { fpreUploadHandlers } from './modules/delivery/fpreUpload.ts';
import { fpreDocumentHandlers } from './modules/delivery/fpreDocument.ts';
import { deliveryDecisionHandlers } from './modules/delivery/deliveryDecision.ts';
import { retryFareyeHandlers } from './modules/delivery/retryFareye.ts';
import { printFormHandlers } from './modules/delivery/printForm.ts';
import { userSearchHandlers } from './modules/approvals/userSearch.ts';
import { userHandlers } from './modules/admin/users/userHandlers.ts';
import { userStateHandlers } from './modules/admin/users/userStateHandlers.ts';
import { userTwoFactorHandlers } from './modules/admin/users/userTwoFactorHandlers.ts';
import { userUploadHandlers } from './modules/admin/users/userUploadHandlers.ts';
import { roleHandlers } from './modules/admin/roles/roleHandlers.ts';
import { reportHeaderHandlers } from './modules/reports/reportHeaderHandlers.ts';
import { clientListHandlers } from './modules/reports/clientListHandlers.ts';
import { reportItemHandlers } from './modules/reports/reportItemHandlers.ts';
import { reportLineHandlers } from './modules/reports/reportLineHandlers.ts';
import { healthHandlers } from './modules/ops/health.ts';

/** Every operation of openapi.yaml, by operationId: tsc refuses a missing or mistyped one. */
export const handlers: Handlers = {
  ...signInHandlers,
  ...registrationHandlers,
  ...oidcHandlers,
  ...passwordResetHandlers,
  ...profileHandlers,
  ...twoFactorHandlers,
  ...menuHandlers,
  ...recordHandlers,
  ...emailResendHandlers,
  ...lifecycleOverlayHandlers,
  ...processHandlers,
  ...registrationAdminHandlers,
  ...notificationHandlers,
  ...dashboardHandlers,
  ...attachmentHandlers,
  ...lookupHandlers,
  ...changeLookupHandlers,
  ...decisionHandlers,
  ...lineQuantityHandlers,
  ...approvalListHandlers,
  ...approvalChangeHandlers,
  ...rejectReturnHandlers,
  ...warehouseHandlers,
  ...scanFpreHandlers,
  ...warehouseListHandlers,
  ...returnInvoiceHandlers,
  ...rejectedLineHandlers,
  ...saveReturnHandlers,
  ...returnDocumentHandlers,
  ...synchHandlers,
  ...masterDataLookupHandlers,
  ...deliveryListHandlers,
  ...printFpreHandlers,
  ...fpreUploadHandlers,
  ...fpreDocumentHandlers,
  ...deliveryDecisionHandlers,
  ...retryFareyeHandlers,
  ...printFormHandlers,
  ...userSearchHandlers,
  ...userHandlers,
  ...userStateHandlers,
  ...userTwoFactorHandlers,
  ...userUploadHandlers,
  ...roleHandlers,
  ...reportHeaderHandlers,
  ...clientListHandlers,
  ...reportItemHandlers,
  ...reportLineHandlers,
  ...healthHandlers,
};
