import { describe, expect, it } from 'vitest';
import { rankedRisk, riskOf, streams } from './risk';

describe('the risk of a drafted command', () => {
  // a write gated only because nothing shows it is a plain local edit (DECISIONS "One vocabulary": where the line is)
  const unproven = { risk: 'write', confirm: true, byDefault: true };
  const noLocalEdit = '; nothing shows a plain local edit';

  it.each([
    // the name decides first
    [{ key: 'list' }, { risk: 'read' }, 'its name says "list"'],
    [{ key: 'apply' }, { risk: 'write', confirm: true }, 'its name says "apply"'],
    [{ key: 'image.prune' }, { risk: 'write', confirm: true }, 'its name says "prune"'],
    [{ key: 'force_unlock' }, { risk: 'write', confirm: true }, 'its name says "force_unlock"'],
    [{ key: 'graph', description: 'Generate a Graphviz graph' }, { risk: 'read' }, 'its name says "graph"'],
    // a read name whose description installs something is a write (terraform get downloads modules into the folder),
    // and an install is no plain local edit: it asks first
    [
      { key: 'get', description: 'Install or upgrade remote Terraform modules' },
      unproven,
      `its description opens with "install"${noLocalEdit}`,
    ],
    // a name that says nothing, described as a read, reads
    [
      { key: 'values', description: 'Show output values from your root module' },
      { risk: 'read' },
      'its description opens with "show"',
    ],
    [
      { key: 'bisect', description: 'Use binary search to find a commit' },
      unproven,
      `its name says "bisect"${noLocalEdit}`,
    ],
    // a setting or a package of a running system asks first
    [{ key: 'set_timezone', word: 'set-timezone' }, { risk: 'write', confirm: true }, 'its name says "set"'],
    [{ key: 'upgrade_system', word: 'upgrade-system' }, { risk: 'write', confirm: true }, 'its name says "upgrade"'],
    [{ key: 'hold' }, { risk: 'write', confirm: true }, 'its name says "hold"'],
    // a name that says nothing, whose help marks packages: it decides what the next autoremove deletes
    [
      { key: 'auto', description: 'Mark the given packages as automatically installed' },
      { risk: 'write', confirm: true },
      'its description opens with "mark"',
    ],
    [{ key: 'done', description: 'Mark a task as done' }, unproven, `its description opens with "mark"${noLocalEdit}`],
    // formatting weighed by the help: XML to stdout reads, a device is erased
    [{ key: 'format', description: 'Format XML document(s)' }, { risk: 'read' }, 'its name says "format"'],
    [
      { key: 'luksformat', word: 'luksFormat', description: 'formats a LUKS device' },
      { risk: 'write', confirm: true },
      'its name says "format"',
    ],
    // a predicate reads by its description's first word when the name says nothing
    [{ key: 'pid', description: 'Get the PID of supervisord' }, { risk: 'read' }, 'its description opens with "get"'],
  ])('%j', (input, risk, because) => {
    expect(riskOf(input)).toEqual({ ...risk, because });
  });

  it("takes the Fig spec's isDangerous as a gate, even on a name that reads", () => {
    expect(riskOf({ key: 'reset', dangerous: true })).toMatchObject({ risk: 'write', confirm: true });
    expect(riskOf({ key: 'show', dangerous: true })).toEqual({
      risk: 'write',
      confirm: true,
      because: 'the Fig spec marks it dangerous',
    });
  });

  it("raises by what a command's own help says it changes, never lowers", () => {
    // ssh-keygen's `-p`: only its help says it changes a passphrase
    expect(
      riskOf({ key: 'p', word: '-p', description: 'Requests changing the passphrase of a private key file' }),
    ).toEqual({
      risk: 'write',
      confirm: true,
      because: 'its name says "p"; its help says it changes a key, a password or a passphrase',
    });
    // supervisorctl's `add`: activates processes; a read whose help says so becomes a gated write
    expect(riskOf({ key: 'add', description: 'Activates any updates in config for process/group' })).toMatchObject({
      risk: 'write',
      confirm: true,
    });
    expect(riskOf({ key: 'add', description: 'Add file contents to the index' })).toEqual({
      risk: 'write',
      because: 'its name says "add"; a plain local edit (add file)',
    });
    // a gate already there stays, with its own reason
    expect(riskOf({ key: 'stop', description: 'Stop the given services' })).toEqual({
      risk: 'write',
      confirm: true,
      because: 'its name says "stop"',
    });
  });

  it('gates an extract (it writes over files of the same name), by its name or the word its help opens with', () => {
    expect(riskOf({ key: 'extract', word: '--extract', description: 'Extract files from an archive.' })).toEqual({
      risk: 'write',
      confirm: true,
      because: 'its name says "extract"',
    });
    expect(riskOf({ key: 'extract', word: 'x', description: 'EXtract files with full paths.' })).toMatchObject({
      risk: 'write',
      confirm: true,
    });
  });

  it("gates every verb of a grammar CLI's object but its reads (tc qdisc add, bridge fdb replace)", () => {
    for (const verb of ['add', 'replace', 'change', 'append', 'global', 'del'])
      expect(riskOf({ key: `qdisc.${verb}`, objectVerb: true }), verb).toMatchObject({ risk: 'write', confirm: true });
    for (const verb of ['show', 'list', 'get', 'monitor'])
      expect(riskOf({ key: `qdisc.${verb}`, objectVerb: true }), verb).toMatchObject({ risk: 'read' });
    // the same word outside a grammar CLI (git's `add`) keeps its own treatment
    expect(riskOf({ key: 'add', description: 'Add file contents to the index' })).toMatchObject({ risk: 'write' });
    expect(riskOf({ key: 'add', description: 'Add file contents to the index' }).confirm).toBeUndefined();
    expect(riskOf({ key: 'qdisc.add', objectVerb: true }).because).toBe(
      'its name says "add"; it changes an object of the running system',
    );
  });

  it("gates a flag mode whose help opens with a change of the CLI's system, where its name says nothing", () => {
    expect(
      riskOf({ key: 'auto', word: '--auto', description: 'Switch the master link <name> to automatic mode.' }),
    ).toMatchObject({ risk: 'write', confirm: true });
    expect(riskOf({ key: 'changealias', word: '-changealias', description: "Changes an entry's alias." })).toEqual({
      risk: 'write',
      confirm: true,
      because: 'its description opens with "changes"',
    });
    // a subcommand whose help opens so edits its own folder (meson's configure): a plain write
    expect(riskOf({ key: 'configure', description: 'Change project options.' })).toEqual({
      risk: 'write',
      because: 'its description opens with "change"; a plain local edit (configure project)',
    });
    // a mode that reads stays a read
    expect(riskOf({ key: 'list', word: '--list', description: 'Display all targets of the link group.' })).toEqual({
      risk: 'read',
      because: 'its name says "list"',
    });
  });

  it('reads a grammar object run alone (ip link, tc action); its verbs still ask first', () => {
    expect(riskOf({ key: 'link', showsAlone: true })).toEqual({
      risk: 'read',
      because: 'a grammar object run alone shows it',
    });
    // a name that says what it does keeps it, and a help still raises
    expect(riskOf({ key: 'flush', showsAlone: true })).toMatchObject({ risk: 'write', confirm: true });
    expect(riskOf({ key: 'dev', showsAlone: true, description: 'Deletes every device' })).toMatchObject({
      risk: 'write',
      confirm: true,
    });
    expect(riskOf({ key: 'link' })).toEqual({ ...unproven, because: `its name says "link"${noLocalEdit}` });
  });

  it('gates a write in a group about access; its reads stay reads', () => {
    expect(riskOf({ key: 'ssh_key.add' })).toEqual({
      risk: 'write',
      confirm: true,
      because: 'its name says "add"; it changes access (its group is "ssh_key")',
    });
    expect(riskOf({ key: 'iam.roles.create' })).toMatchObject({ risk: 'write', confirm: true });
    expect(riskOf({ key: 'ssh_key.list' })).toEqual({ risk: 'read', because: 'its name says "list"' });
    expect(riskOf({ key: 'issue.create' })).toEqual({ ...unproven, because: `its name says "create"${noLocalEdit}` });
  });

  it("gates a write whose whole command, its groups' words with its own, names a gated change", () => {
    expect(riskOf({ key: 'set.env', description: 'Update environment variables on a pod template' })).toEqual({
      risk: 'write',
      confirm: true,
      because: 'its description opens with "update"; its command "set env" says "set"',
    });
    expect(riskOf({ key: 'create.role', description: 'Create a role with single rule' })).toMatchObject({
      risk: 'write',
      confirm: true,
    });
    expect(riskOf({ key: 'create.deployment' })).toMatchObject({ risk: 'write', confirm: true });
    // a read under a gated group stays a read; a write under a plain group asks for want of a local edit only
    expect(riskOf({ key: 'lock.status' })).toEqual({ risk: 'read', because: 'its name says "status"' });
    expect(riskOf({ key: 'remote.rename' })).toEqual({ ...unproven, because: `its name says "rename"${noLocalEdit}` });
    expect(riskOf({ key: 'network.create' })).toEqual({ ...unproven, because: `its name says "create"${noLocalEdit}` });
  });

  it("raises by the command's own help page as by its listing line, never lowers", () => {
    const page = 'Import data from a CSV file into an existing Cloud Bigtable table.';
    expect(riskOf({ key: 'import', description: 'Batch load a file', pageHelp: page })).toMatchObject({
      risk: 'write',
      confirm: true,
    });
    expect(riskOf({ key: 'list', pageHelp: 'Lists and permanently removes expired entries.' })).toMatchObject({
      risk: 'write',
      confirm: true,
    });
    expect(riskOf({ key: 'stop', pageHelp: 'Show the status' })).toMatchObject({ risk: 'write', confirm: true });
  });

  describe('where the line is: a write asks first unless it is a plain local edit', () => {
    const plain = (input: Parameters<typeof riskOf>[0]) => {
      const r = riskOf(input);
      return r.risk === 'write' && !r.confirm;
    };

    it.each([
      // a local-workspace verb, a local thing named, nothing beyond
      [{ key: 'add', description: 'Add file contents to the index' }],
      [{ key: 'init', description: 'Create an empty Git repository or reinitialize an existing one.' }],
      [{ key: 'commit', description: 'Record changes to the repository.' }],
      [{ key: 'new', description: 'Create a new cargo package' }],
      [{ key: 'build', description: 'Build an image from a Dockerfile' }],
      [{ key: 'fmt', description: 'Rewrites all Terraform configuration files to a canonical format.' }],
      [{ key: 'create', word: '--create', description: 'Create a new archive' }],
      [{ key: 'mkdir', description: 'Create directories.' }],
      // a one-letter command by its help's first word, behind a label (7-Zip's `a`, brz's "Purpose:")
      [{ key: 'a', word: 'a', description: 'Add files to archive.' }],
      [{ key: 'add', description: 'Purpose: Add specified files or directories.' }],
      // compressing needs no object; a transform to standard output is local too
      [{ key: 'compress', word: '--compress', description: 'Compress.' }],
      [{ key: 'jq', description: "Producing the filter's results as JSON on standard output." }],
    ])('a plain local edit stays plain: %j', (input) => {
      expect(plain(input)).toBe(true);
    });

    it.each([
      // no description: nothing shows a local edit (mdadm's modes, s3cmd, qemu-img)
      [{ key: 'create', word: '--create' }],
      [{ key: 'put' }],
      [{ key: 'convert' }],
      // a remote create, a running thing created, a remote or a cloud CLI's copy
      [{ key: 'repo.create', description: 'Create a new repository, given the name.' }],
      [{ key: 'create', description: 'Create a domain from an XML file.' }],
      [{ key: 'containers.create', description: 'create container' }],
      [{ key: 'copy', description: 'Copy files from source to dest.', cliHelp: 'Rclone syncs files to cloud storage' }],
      // `create` must name its local thing first: a toolchain linked, a backup of files, is no file made
      [{ key: 'link', description: 'Create a custom toolchain by symlinking to a directory' }],
      [{ key: 'backup', description: 'Create a new backup of files and/or directories' }],
      // devices, volumes, partitions, keys, installs, accounts, a check-in to a server
      [{ key: 'lvextend', description: 'Add space to a logical volume' }],
      [{ key: 'device.add', description: 'Add one or more devices to a mounted filesystem' }],
      [{ key: 'mkpart', description: 'Make a partition, given the start and end.' }],
      [{ key: 'create_ns', word: 'create-ns', description: 'Send a namespace management command to the device' }],
      [{ key: 'encrypt', description: 'Encrypt YAML file.' }],
      [{ key: 'build', description: 'Build and install a rock, compiling its C parts if any.' }],
      [{ key: 'add', description: 'Add a package' }],
      [{ key: 'post', description: 'Updates meta information for the account, container, or object.' }],
      [{ key: 'commit', description: 'Check files into the repository.' }],
      [{ key: 'txn', description: 'Txn processes all the requests in one transaction' }],
    ])('anything else asks first: %j', (input) => {
      expect(riskOf(input)).toMatchObject({ risk: 'write', confirm: true });
    });

    it('marks a gate that only wants evidence, so the ranking weighs the write by what it does', () => {
      expect(riskOf({ key: 'convert' }).byDefault).toBe(true);
      expect(riskOf({ key: 'stop' }).byDefault).toBeUndefined();
      expect(rankedRisk(riskOf({ key: 'convert' }))).toEqual({ risk: 'write' });
      expect(rankedRisk(riskOf({ key: 'stop' }))).toMatchObject({ risk: 'write', confirm: true });
      // reads stay reads: no confirm on a listing or a predicate
      expect(riskOf({ key: 'list', description: 'List the repositories on the server' })).toEqual({
        risk: 'read',
        because: 'its name says "list"',
      });
      expect(riskOf({ key: 'is_active', word: 'is-active' }).risk).toBe('read');
    });
  });

  describe("issue 25's leftovers: reads stay reads, a help that sets state raises", () => {
    it('reads a plural of what a CLI holds, a log of something run together, and the first or last of what is stored', () => {
      // tig's `refs` and `reflog`; rrdtool's `first`, `last` and `lastupdate` (no description: the name decides)
      // (apt's `changelog` prints one)
      for (const key of ['refs', 'reflog', 'shortlog', 'changelog', 'first', 'last', 'lastupdate'])
        expect(riskOf({ key }).risk, key).toBe('read');
      // a change word run together with a log changes it (`rotatelog` rotates the logs)
      expect(riskOf({ key: 'rotatelog' })).toMatchObject({ risk: 'write', confirm: true });
      // a word that only ends in "log" is no log (aws's `servicecatalog`)
      expect(riskOf({ key: 'servicecatalog' }).risk).toBe('write');
    });

    it('raises a read whose help also sets a power state or a state', () => {
      // ipmitool's `chassis`: its help opens with a read, then sets the machine's power
      expect(riskOf({ key: 'chassis', description: 'Get chassis status and set power state' })).toEqual({
        risk: 'write',
        confirm: true,
        because: 'its help says it sets a power state or a state of the system',
      });
      expect(riskOf({ key: 'sensor', description: 'Print detailed sensor information' }).risk).toBe('read');
    });

    it("gates a self-read word the CLI manages (changeset's version bumps versions); elsewhere it reads", () => {
      const cliHelp = 'Organise your package versioning and publishing to make both contributors and maintainers happy';
      expect(riskOf({ key: 'version', cliHelp })).toMatchObject({ risk: 'write', confirm: true });
      expect(riskOf({ key: 'version', cliHelp: 'The Rust toolchain installer' }).risk).toBe('read');
      expect(riskOf({ key: 'version' }).risk).toBe('read');
    });

    it("reads a value of a reading CLI's operand (getent passwd), whatever the word means elsewhere; the help still raises", () => {
      expect(riskOf({ key: 'passwd', valueOfARead: true })).toEqual({
        risk: 'read',
        because: 'it names what its CLI reads',
      });
      expect(riskOf({ key: 'passwd' })).toMatchObject({ risk: 'write', confirm: true });
      expect(riskOf({ key: 'cache', valueOfARead: true, description: 'Deletes the cache permanently' })).toMatchObject({
        risk: 'write',
        confirm: true,
      });
    });

    it("takes a switch of the plain call (tsc's --checkJs) by the call, not by its flag's read word", () => {
      const checkJs = { key: 'checkjs', word: '--checkJs' };
      expect(
        riskOf({ ...checkJs, description: 'Enable error reporting in type-checked JavaScript files.' }),
      ).toMatchObject({ risk: 'write', confirm: true });
      // the same flag as a mode of its own reads by its name
      expect(riskOf({ ...checkJs, description: 'Check the JavaScript files' }).risk).toBe('read');
    });
  });

  it('knows a command that runs until stopped', () => {
    expect(streams('Display a live stream of container(s) resource usage statistics')).toBe(true);
    expect(streams('Get real time events from the server')).toBe(true);
    expect(streams('Show the history of an image')).toBe(false);
  });
});
