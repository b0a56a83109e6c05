import { SHARED_PATHS } from '@shared/site-paths';
import { Firestore } from '@google-cloud/firestore';
import { reviewRequestMail } from '../../functions/src/reviews/review-mail';
import { mintReviewSecret, reviewToken } from '../../functions/src/reviews/review-link';

/**
 * A review link exactly as the request handler mails it: a Firestore document id (made by the same client library,
 * offline), a freshly minted secret, and the mail's own link, read back out of the mail's text.
 */
export function realReviewLink(origin: string): { link: string; token: string; secret: string } {
  const id = new Firestore({ projectId: 'demo-clinic' }).collection('reviewRequests').doc().id;
  const { secret } = mintReviewSecret();
  const token = reviewToken(id, secret);
  const mail = reviewRequestMail({
    to: 'reviewer@example.com',
    reviewerName: 'Dr Test',
    recordType: 'blog',
    title: 'A draft',
    origin,
    token,
  });
  const link = mail.text.split('\n').find((line) => line.startsWith(`${origin}/review/`));
  if (!link) throw new Error('The review mail no longer holds its link on a line of its own.');
  return { link, token, secret };
}

/**
 * An account action link as functions/src/mail/account-mail.ts mails it (`?mode=…&oobCode=…`), with the `apiKey`
 * that Firebase's own action links also carry: a one-time code in the shape the Auth service issues.
 */
export function actionLink(origin: string): { link: string; oobCode: string; apiKey: string } {
  const oobCode = 'Xk2Lq9vR8sT7uW6yZ5aB4cD3eF2gH1iJ0kL9mN8oP7qR6sT5uV4w';
  const apiKey = 'AIzaSyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q';
  const query = new URLSearchParams({ mode: 'resetPassword', oobCode, apiKey, lang: 'en' });
  return { link: `${origin}${SHARED_PATHS.accountAction}?${query.toString()}`, oobCode, apiKey };
}
