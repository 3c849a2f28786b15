import { isRole, ROLES, type Role } from '../builds-store/access-store';

/**
 * Roles from the identity provider's groups: PACKSTUDIO_GROUP_ROLES maps a value of the groups claim to a role in one
 * project (or `*`, every project), so a directory team gets its role without an admin granting it e-mail by e-mail.
 * A user holds the higher of the mapped role and the granted one: a mapping never lowers a grant.
 */
export interface GroupRole {
  /** A project's slug, or `*` for every project. */
  project: string;
  group: string;
  role: Role;
}

/**
 * Reads `PROJECT:GROUP=ROLE` entries separated by commas, e.g. `registry:platform-team=admin,*:staff=viewer`. The
 * project ends at the first `:` (a slug has none) and the role follows the last `=`, so a group may hold both (a
 * Keycloak path `/org/team`, an LDAP `cn=ops,ou=groups` written without commas). Answers the rules, or what is wrong.
 */
export function parseGroupRoles(text: string | undefined): { rules: GroupRole[] } | { error: string } {
  const rules: GroupRole[] = [];
  for (const entry of (text ?? '').split(',').map((e) => e.trim())) {
    if (!entry) continue;
    const colon = entry.indexOf(':');
    const equals = entry.lastIndexOf('=');
    const project = entry.slice(0, Math.max(colon, 0)).trim();
    const group = entry.slice(colon + 1, equals).trim();
    const role = entry.slice(equals + 1).trim();
    if (colon <= 0 || equals <= colon + 1 || !group || !/^(?:\*|[a-z0-9][a-z0-9._-]*)$/i.test(project))
      return { error: `"${entry}" is not PROJECT:GROUP=ROLE (a project slug or *, the group, then the role)` };
    if (!isRole(role)) return { error: `"${entry}" names the role "${role}": roles are ${ROLES.join(', ')}` };
    rules.push({ project, group, role });
  }
  return { rules };
}

/** The groups claim as a list: an array of strings, or one string (some providers send a single group so). */
export function groupsFromClaim(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((g): g is string => typeof g === 'string') : [];
}

/** The highest role the rules give these groups in a project; null when none applies. */
export function mappedRole(rules: readonly GroupRole[], groups: readonly string[], project: string): Role | null {
  let best: Role | null = null;
  for (const rule of rules)
    if ((rule.project === '*' || rule.project === project) && groups.includes(rule.group))
      best = higherRole(best, rule.role);
  return best;
}

/** The role that includes the other (null holds nothing). */
export function higherRole(a: Role | null, b: Role | null): Role | null {
  if (a === null) return b;
  if (b === null) return a;
  return ROLES.indexOf(a) >= ROLES.indexOf(b) ? a : b;
}
