import { msg } from '@lingui/core/macro';

/** The Report Header's messages (spec 000 §5, §8), in the user's language. */
export const headerMessages = {
  selectPlant: msg`Please select plant`,
  selectClient: msg`Please select Client`,
  registrationDate: msg`Please Input Registration Date!`,
  writeRemarks: msg`You need to write remarks!`,
  inputRemarks: msg`Please input remarks first`,
  selectRowFirst: msg`Please select row first`,
  notPrintable: msg`Some selected items cannot be printed (invalid Pending Process).`,
  draftNotPrintable: msg`Cannot Printed , To be create I Return`,
  saved: msg`Data has been saved!`,
  somethingWrong: msg`Error: something went wrong`,
};
