/** URL- and handle-safe form of a name or email local part: 'Anna de Vries' -> 'anna-de-vries'. */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'user'
  );
}

/** The username a new account starts from: the email's local part (SPEC section 3). */
export function usernameBase(email: string): string {
  return slugify(email.split('@')[0] ?? '');
}

/** What a slug (and so a buddy's public id) can look like: `slugify` output, maybe with '-2'. */
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,99}$/;
