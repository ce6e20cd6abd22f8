import { signedInUser } from '../../../http/authenticate.ts';
import { contentDisposition } from '../../../http/contentDisposition.ts';
import { receiveFile } from '../../../http/fileUpload.ts';
import type { Handlers } from '../../../http/handlers.ts';
import { badRequest } from '../../../http/problem.ts';
import { newOneTimeToken } from '../../auth/index.ts';
import { sendTemplatedEmail } from '../../integrations/index.ts';
import { auditChanges } from '../auditChange.ts';
import { insertAssignments, insertPasswordLinks, insertUsers } from './userAdminRepository.ts';
import { checkUploadedRows } from './userUpload.ts';
import { MAX_ROWS, readWorkbook, sheetRows, userTemplate, type RowProblem } from './userWorkbook.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** No argon2 hash ever matches it: an uploaded user signs in once they chose a password through their link. */
const NO_PASSWORD = '!uploaded-without-password';

/** How long the link to choose a first password works. */
const LINK_DAYS = 7;

const rejected = (problems: RowProblem[]) => ({
  type: 'about:blank',
  status: 422,
  title: 'Unprocessable Content',
  detail: `No user was saved: ${problems.length} problem${problems.length > 1 ? 's' : ''} in the file.`,
  message: `No user was saved: ${problems.length} problem${problems.length > 1 ? 's' : ''} in the file.`,
  field: 'file',
  errors: problems,
});

export const userUploadHandlers: Pick<Handlers, 'uploadUsers' | 'getUserUploadTemplate'> = {
  async uploadUsers(request, reply) {
    const admin = signedInUser(request);
    const { db, config } = request.server;
    const file = await receiveFile(request, [XLSX], 'Please upload an Excel workbook (.xlsx).');
    const workbook = await readWorkbook(file.content);
    if (!workbook) throw badRequest('The file is not a readable Excel workbook.', 'file');
    if ((workbook.worksheets[0]?.actualRowCount ?? 0) > MAX_ROWS + 1) throw badRequest(`One upload takes at most ${MAX_ROWS} users.`, 'file');
    const sheet = sheetRows(workbook);
    if (!sheet.problems.length && !sheet.rows.length) throw badRequest('The file has no users: fill the rows below the titles.', 'file');
    const checked = sheet.problems.length
      ? { users: [], roleIds: new Map<string, number>(), problems: sheet.problems }
      : await checkUploadedRows(db, sheet.rows);
    if (checked.problems.length) return reply.code(422).type('application/problem+json').send(rejected(checked.problems));

    const { users, roleIds } = checked;
    const linksSent = await db.transaction().execute(async (trx) => {
      const ids = await insertUsers(
        trx,
        users.map((u) => ({
          userName: u.userName,
          fullName: u.fullName,
          email: u.email,
          userType: u.userType,
          passwordHash: NO_PASSWORD,
          forcePassword: u.userType === 'I',
        })),
      );
      const idOf = (userName: string) => ids.get(userName.toLowerCase())!;
      await insertAssignments(
        trx,
        users.map((u) => ({ userId: idOf(u.userName), assignments: u.assignments })),
        roleIds,
      );
      const links = users.filter((u) => u.email).map((u) => ({ user: u, userId: idOf(u.userName), ...newOneTimeToken() }));
      await insertPasswordLinks(trx, links, new Date(Date.now() + LINK_DAYS * 86_400_000));
      for (const { user, token } of links) {
        await sendTemplatedEmail(trx, 'PASSWORD_RESET', user.email!, {
          fullName: user.fullName,
          userName: user.userName,
          resetLink: `${config.publicUrl}/auth/reset-password?token=${token}`,
        });
      }
      await auditChanges(
        trx,
        admin,
        request.ip,
        users.map((u) => ({
          action: 'user.upload',
          entity: 'user',
          entityId: String(idOf(u.userName)),
          before: null,
          after: { userName: u.userName, fullName: u.fullName, email: u.email, userType: u.userType, ...u.assignments, file: file.fileName, row: u.row },
        })),
      );
      return links.length;
    });
    return { status: 200, message: `${users.length} user${users.length > 1 ? 's have' : ' has'} been saved.`, data: { created: users.length, linksSent } };
  },

  async getUserUploadTemplate(_request, reply) {
    return reply
      .type(XLSX)
      .header('content-disposition', contentDisposition('attachment', 'users-template.xlsx'))
      .send(await userTemplate());
  },
};
