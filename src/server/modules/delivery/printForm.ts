import { noSpaces } from '../../db/textSearch.ts';
import { signedInUser } from '../../http/authenticate.ts';
import { contentDisposition } from '../../http/contentDisposition.ts';
import type { Handlers } from '../../http/handlers.ts';
import { badRequest } from '../../http/problem.ts';
import { buildFpreForms } from './fpreForm.ts';
import { formMessages, loadFpreForms } from './fpreFormData.ts';

/** The most returns one combined form holds. */
export const MAX_FORMS = 100;

/** The return numbers of `APL1|APL2|…` in their order, spaces removed, each once. */
function retNumbersOf(id: string): string[] {
  const numbers = [
    ...new Set(
      id
        .split('|')
        .map((n) => noSpaces(n))
        .filter((n): n is string => Boolean(n)),
    ),
  ];
  if (!numbers.length) throw badRequest(formMessages.nothingSelected, 'id');
  if (numbers.length > MAX_FORMS) throw badRequest(`At most ${MAX_FORMS} returns can be printed at once.`, 'id');
  return numbers;
}

/**
 * The FPRE print form (opened in a new tab) and the combined form of several returns (saved as
 * FPRE.pdf). Producing them changes nothing: Print on the Chief Delivery list marks a return printed.
 */
export const printFormHandlers: Pick<Handlers, 'getFpreForm' | 'getFpreMultiForm'> = {
  async getFpreForm(request, reply) {
    const user = signedInUser(request);
    const forms = await loadFpreForms(request.server.db, user, [noSpaces(request.params.retNumber) ?? ''], false);
    const pdf = await buildFpreForms(forms);
    return reply
      .type('application/pdf')
      .header('content-disposition', contentDisposition('inline', `FPRE-${forms[0]!.retNumber}.pdf`))
      .header('cache-control', 'private, no-cache')
      .send(Buffer.from(pdf));
  },

  async getFpreMultiForm(request, reply) {
    const user = signedInUser(request);
    const forms = await loadFpreForms(request.server.db, user, retNumbersOf(request.query.id), true);
    const pdf = await buildFpreForms(forms);
    return reply
      .type('application/pdf')
      .header('content-disposition', contentDisposition('attachment', 'FPRE.pdf'))
      .header('cache-control', 'private, no-cache')
      .send(Buffer.from(pdf));
  },
};
