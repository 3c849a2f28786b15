/**
 * Who a decision is recorded under. Until sign-in (OpenID Connect, issue 29 item 5) a reviewer types a name, which
 * the audit log keeps marked as unverified; the signed-in user's name replaces this function's answer then.
 */
export const MAX_REVIEWER_NAME = 80;

export function reviewerOf(typedName: string): string {
  return `${typedName.trim()} (name typed, not signed in)`;
}
