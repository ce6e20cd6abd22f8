import type { Handlers } from '../../http/handlers.ts';
import { conflict } from '../../http/problem.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { sendTemplatedEmail } from '../integrations/index.ts';
import { hashNewPassword } from './passwords.ts';
import { reserveAttempt } from './throttle.ts';
import { insertRegistration, takenNames } from './userRepository.ts';

export const registrationHandlers: Pick<Handlers, 'registerUser'> = {
  async registerUser(request) {
    const { db } = request.server;
    const { email, fullname, username, password } = request.body;
    await reserveAttempt(db, 'register', email, request.ip);
    const taken = await takenNames(db, username, email);
    if (taken.userName) throw conflict('This username is already taken.', 'username');
    if (taken.email) throw conflict('This e-mail is already registered.', 'email');
    const passwordHash = await hashNewPassword(password, 'password');
    try {
      await db.transaction().execute(async (trx) => {
        const user_id = await insertRegistration(trx, { userName: username, fullName: fullname, email, passwordHash });
        await recordAudit(trx, { userId: user_id, userName: username, action: 'register', entity: 'user', entityId: String(user_id), ip: request.ip });
        await sendTemplatedEmail(trx, 'REGISTRATION_RECEIVED', email, { fullName: fullname, userName: username });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('This username or e-mail is already registered.', 'username');
      throw error;
    }
    return {
      status: 200,
      message: 'Your account has been successfully registered. An administrator must activate it before you can sign in.',
    };
  },
};
