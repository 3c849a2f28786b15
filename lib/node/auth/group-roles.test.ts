import { describe, expect, it } from 'vitest';
import { groupsFromClaim, higherRole, mappedRole, parseGroupRoles } from './group-roles';

describe('roles from provider groups', () => {
  it('reads PROJECT:GROUP=ROLE entries, groups holding colons, slashes and equals signs', () => {
    expect(
      parseGroupRoles('registry:platform=admin, *:staff=viewer,registry:/org/sec=reviewer,x:cn=ops=viewer'),
    ).toEqual({
      rules: [
        { project: 'registry', group: 'platform', role: 'admin' },
        { project: '*', group: 'staff', role: 'viewer' },
        { project: 'registry', group: '/org/sec', role: 'reviewer' },
        { project: 'x', group: 'cn=ops', role: 'viewer' },
      ],
    });
    expect(parseGroupRoles(undefined)).toEqual({ rules: [] });
    expect(parseGroupRoles(' , ')).toEqual({ rules: [] });
  });

  it('refuses an entry that is not PROJECT:GROUP=ROLE or names no role, saying which', () => {
    expect(parseGroupRoles('platform=admin')).toEqual({
      error: expect.stringMatching(/"platform=admin" is not PROJECT:GROUP=ROLE/),
    });
    expect(parseGroupRoles('registry:=admin')).toMatchObject({ error: expect.stringMatching(/is not PROJECT/) });
    expect(parseGroupRoles('registry:ops=owner')).toEqual({
      error: '"registry:ops=owner" names the role "owner": roles are viewer, reviewer, admin',
    });
  });

  it('gives the highest role any of the groups maps to in that project, or * in every project', () => {
    const { rules } = parseGroupRoles('registry:platform=admin,*:staff=viewer,registry:sec=reviewer') as {
      rules: Parameters<typeof mappedRole>[0];
    };
    expect(mappedRole(rules, ['staff', 'sec'], 'registry')).toBe('reviewer');
    expect(mappedRole(rules, ['staff', 'platform'], 'registry')).toBe('admin');
    expect(mappedRole(rules, ['staff', 'platform'], 'other')).toBe('viewer');
    expect(mappedRole(rules, ['sec'], 'other')).toBeNull();
    expect(mappedRole(rules, [], 'registry')).toBeNull();
  });

  it('takes the higher of two roles, none counting as nothing', () => {
    expect(higherRole('viewer', 'admin')).toBe('admin');
    expect(higherRole('reviewer', 'viewer')).toBe('reviewer');
    expect(higherRole(null, 'viewer')).toBe('viewer');
    expect(higherRole('viewer', null)).toBe('viewer');
    expect(higherRole(null, null)).toBeNull();
  });

  it('reads the claim as a list whether the provider sends an array or one string, and ignores the rest', () => {
    expect(groupsFromClaim(['a', 1, 'b'])).toEqual(['a', 'b']);
    expect(groupsFromClaim('ops')).toEqual(['ops']);
    expect(groupsFromClaim(undefined)).toEqual([]);
    expect(groupsFromClaim({ a: 1 })).toEqual([]);
  });
});
