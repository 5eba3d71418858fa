import { getUserDetails } from '@shared/contract/user.ts';
import { HttpError } from '../lib/http-error.ts';
import { privateRouter } from './router.ts';
import { findUserBy, toUserDetails } from '../services/users.ts';
import { userExtras } from '../services/user-extras.ts';
import { answer } from '../lib/answer.ts';

export const profileRoutes = privateRouter().get('/get_user_details', async (c) => {
  const { db } = c.get('deps');
  const user = await findUserBy(db, 'id', c.get('session')!.userId);
  if (!user) throw new HttpError(401, 'Your session has expired, please sign in again', 'TOKEN_INVALID');
  return answer(c, getUserDetails, { user_details: toUserDetails(user, await userExtras(db, user)) });
});
