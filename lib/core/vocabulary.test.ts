import { describe, expect, it } from 'vitest';
import {
  actionOf,
  actionOfName,
  CONFIRM_FAMILIES,
  GATED_FAMILIES,
  gatedByHelp,
  gatedFamilyOf,
  leadWord,
  localEditOf,
  nameWords,
  readingOf,
  readsTheSystem,
  READ_WORDS,
  RISKY_WORDS,
  soundsDangerous,
  WRITE_WORDS,
} from './vocabulary';

const does = (name: string) => {
  const a = actionOfName(name);
  return a.gated ? `write+gate:${a.gated}` : a.does;
};

describe('the one vocabulary: what a command-line name says it does', () => {
  it.each([
    // a service manager: predicates and listings read, every state change asks first
    ['is-active', 'read'],
    ['is-failed', 'read'],
    ['is-enabled', 'read'],
    ['list-dependencies', 'read'],
    ['list-units', 'read'],
    ['show-environment', 'read'],
    ['status', 'read'],
    // a network manager and a device manager: renewing, reconfiguring and triggering change a running system
    ['reconfigure', 'write+gate:state'],
    ['forcerenew', 'write+gate:state'],
    ['trigger', 'write+gate:state'],
    // camelCase verbs after a prefix: a dump prints, formatting a device erases it
    ['luksDump', 'read'],
    ['luksFormat', 'write+gate:delete'],
    ['avail', 'read'],
    ['start', 'write+gate:state'],
    ['stop', 'write+gate:state'],
    ['restart', 'write+gate:state'],
    ['reload', 'write+gate:state'],
    ['enable', 'write+gate:state'],
    ['disable', 'write+gate:state'],
    ['mask', 'write+gate:state'],
    ['kill', 'write+gate:state'],
    ['isolate', 'write+gate:state'],
    ['reboot', 'write+gate:state'],
    ['poweroff', 'write+gate:state'],
    ['daemon-reload', 'write+gate:state'],
    ['try-restart', 'write+gate:state'],
    // backup and sync: listings read; forget, prune, sync delete at the far end
    ['snapshots', 'read'],
    ['lsjson', 'read'],
    ['lsd', 'read'],
    ['forget', 'write+gate:delete'],
    ['prune', 'write+gate:delete'],
    ['sync', 'write+gate:sync'],
    ['bisync', 'write+gate:sync'],
    ['backup', 'unknown'],
    // VCS: merges, pushes and history rewrites ask first
    ['merge', 'write+gate:merge'],
    ['cherry-pick', 'write+gate:merge'],
    ['push', 'write+gate:publish'],
    ['release', 'write+gate:publish'],
    ['blame', 'read'],
    // flag-mode commands are read by their words
    ['--list-keys', 'read'],
    ['--delete-keys', 'write+gate:delete'],
    ['--vacuum-size', 'write+gate:delete'],
    ['--verify', 'read'],
    // network objects' changes
    ['flush', 'write+gate:state'],
    ['del', 'write+gate:delete'],
    ['show', 'read'],
    ['create', 'write'],
    ['frobnicate', 'unknown'],
    // a setting of a running system asks first, whatever the thing set is
    ['set-time', 'write+gate:system'],
    ['set-timezone', 'write+gate:system'],
    ['set-hostname', 'write+gate:system'],
    ['--set-ring', 'write+gate:system'],
    ['set', 'write+gate:system'],
    ['unset-environment', 'write+gate:system'],
    // a system's packages: installs, upgrades and updates of what runs, and a hold on what the next upgrade keeps
    ['install', 'write+gate:system'],
    ['install-deps', 'write+gate:system'],
    ['upgrade-system', 'write+gate:system'],
    ['full-upgrade', 'write+gate:system'],
    ['update-packages', 'write+gate:system'],
    ['--update-catalog', 'write+gate:system'],
    ['hold', 'write+gate:system'],
    ['unhold', 'write+gate:system'],
    // a read of one of those things still reads
    ['check-update', 'read'],
    ['get-updates', 'read'],
    ['list-installed', 'read'],
    ['is-installed', 'read'],
    // a cluster's workloads, a session, a device, a mount, a daemon's signals
    ['scale', 'write+gate:system'],
    ['cordon', 'write+gate:system'],
    ['drain', 'write+gate:state'],
    ['lock-session', 'write+gate:state'],
    ['break-lock', 'write+gate:state'],
    ['close', 'write+gate:state'],
    ['reencrypt', 'write+gate:state'],
    ['mount', 'write+gate:state'],
    ['emit', 'write+gate:state'],
    ['--rotate', 'write+gate:state'],
    ['cleanup', 'write+gate:delete'],
    // who may do what: a write that names access asks first, a read of it reads
    ['grant', 'write+gate:access'],
    ['add-iam-policy-binding', 'write+gate:access'],
    ['set-iam-policy', 'write+gate:system'],
    ['get-iam-policy', 'read'],
    ['luksAddKey', 'write+gate:access'],
    ['luksChangeKey', 'write+gate:access'],
    ['change', 'unknown'],
    ['regress', 'write+gate:state'],
    // unpacking an archive writes its files over any of the same name
    ['--extract', 'write+gate:overwrite'],
    ['extract', 'write+gate:overwrite'],
    ['unpack', 'write+gate:overwrite'],
    // a running system's events as they come: a read (a stream)
    ['monitor', 'read'],
  ])('%s → %s', (name, expected) => expect(does(name)).toBe(expected));

  it("weighs a word whose harm depends on its object by the command's own help", () => {
    const weighed = (name: string, help: string) => {
      const a = actionOf(name, help);
      return a.gated ? `write+gate:${a.gated}` : a.does;
    };
    // formatting text prints it; formatting a device erases it; a help that says neither keeps the gate
    expect(weighed('format', 'Format XML document(s)')).toBe('read');
    expect(weighed('format', 'Reformat JSON output with indentation')).toBe('read');
    expect(weighed('format', 'Format source files in place')).toBe('write');
    expect(weighed('luksFormat', 'formats a LUKS device')).toBe('write+gate:delete');
    expect(weighed('format', 'Format a partition with a new file system')).toBe('write+gate:delete');
    expect(weighed('format', 'Format the given XML onto the device')).toBe('write+gate:delete');
    expect(weighed('format', 'Prepare it')).toBe('write+gate:delete');
    expect(actionOf('format')).toMatchObject({ gated: 'delete' });
    // marking packages decides what the next autoremove deletes; marking a task done does not
    expect(weighed('mark', 'Mark the given packages as automatically installed')).toBe('write+gate:state');
    expect(weighed('mark', 'Mark a task as done')).toBe('write');
    // a system manager's compounds (`add-wants`) change its units' dependencies; a plain `add` keeps its treatment
    expect(weighed('add-wants', "Add 'Wants' dependency for the target on specified one or more units.")).toBe(
      'write+gate:state',
    );
    expect(weighed('remove-requires', 'Remove a dependency of the given services')).toBe('write+gate:delete');
    expect(weighed('add-service', 'Add a service to the running daemon')).toBe('write+gate:state');
    expect(weighed('add-label', 'Add a label to the issue')).toBe('write');
    expect(weighed('add', 'Installs a package and any packages that it depends on')).toBe('write');
    expect(weighed('add', 'Add file contents to the index')).toBe('write');
  });

  it("raises by what a command's own help says it changes: a key or a passphrase, which processes run", () => {
    const family = (help: string) => gatedByHelp(help)?.family;
    expect(family('Requests changing the passphrase of a private key file instead of creating a new one.')).toBe(
      'access',
    );
    expect(family('Sets a new password for the given user')).toBe('access');
    expect(family('Converts a key to new pbkdf parameters, given the device.')).toBe('access');
    expect(family('Manipulate LUKS2 tokens, given the device.')).toBe('access');
    expect(family('Print the auth token gh uses for a hostname')).toBeUndefined();
    expect(family('Activates any updates in config for process/group')).toBe('state');
    expect(family('Starts the given services in dependency order')).toBe('state');
    expect(family('Sends a signal to the daemon')).toBe('state');
    expect(family('Show the status of the given services')).toBeUndefined();
    expect(family('Signals the daemon to reload its configuration')).toBe('state');
    // reads and other changes: the help names no key change and no process started
    expect(family('List the keys in the public keyring')).toBeUndefined();
    expect(family('Show status of processes started by supervisord')).toBeUndefined();
    expect(family('Requests changing the comment in the private and public key files.')).toBeUndefined();
    expect(gatedByHelp(undefined)).toBeUndefined();
    // a device's format or header, by the word the help opens with; a read that mentions a file system's changes reads
    expect(family('Convert LUKS from/to LUKS2 format, given the device.')).toBe('state');
    expect(family('Set permanent configuration options for LUKS2')).toBe('state');
    expect(family('Change bytes in device EEPROM')).toBe('state');
    expect(family("Display the changes to the container's file systems")).toBeUndefined();
    expect(family('Backup LUKS device header and keyslots.')).toBeUndefined();
    // only the first sentence says what the command does; a man page goes on to mention keys it does not change
    expect(family('Put a pane into customize mode. Option values and key bindings may be set there.')).toBeUndefined();
    expect(family('Changes the key password of an entry. Use -new to give it.')).toBe('access');
  });

  // issue 25's classes, read off the drafted and left-out writes (DECISIONS "One vocabulary"); undefined: not gated
  it.each([
    // making keys, taking in certificates or credentials; a certificate request is output, an export reads
    ['Generate a new FSS key pair.', 'access'],
    ['Generates a secret key.', 'access'],
    ['Import certificates.', 'access'],
    ['Import/merge keys.', 'access'],
    ['Imports one or all entries from another keystore.', 'access'],
    ['Obtain credentials and create configuration file', 'access'],
    ['Set access controls on private packages.', 'access'],
    ['Generates a certificate request.', undefined],
    ['Export the keys to a file', undefined],
    ['Import the settings from a file', undefined],
    // creating what runs; not a container that does not start, a package or a blurb that mentions instances
    ['Create a new window, given the shell command.', 'state'],
    ['Create a new database, given the databasename.', 'state'],
    ['Expose a resource as a new Kubernetes service.', 'state'],
    ['Spawns a shell within the virtual environment', 'state'],
    ['Create a scheduled query that will be run on your behalf at the configured schedule.', 'state'],
    ['Create a new container', undefined],
    ['Create a new cargo package in an existing directory', undefined],
    ['Amazon EC2 Auto Scaling helps you launch or terminate instances.', undefined],
    // switching or choosing what a system uses, and where its packages come from
    ['Switch the master link <name> to automatic mode.', 'system'],
    ['Show alternatives for the <name> group and ask the user to select which one to use.', 'system'],
    ['Add a new Trusted Tester component repository, given the url.', 'system'],
    ['Switch branches', undefined],
    ['Create a new repository, given the name.', undefined],
    // changes sent to others; messages to a model and a local record are not
    ['commit (ci): Send changes from your working copy to the repository.', 'publish'],
    ['Push changes to the remote', 'publish'],
    ['Sends messages to the specified Amazon Bedrock model.', undefined],
    ['Record changes to the repository.', undefined],
    // what runs any change it is given: a server, a shell command, a database's shell, an administration tool
    ['Run in server mode.', 'state'],
    ['Runs as a daemon in the background', 'state'],
    ['Run a proxy to the Kubernetes API server.', 'state'],
    ['Run the Playwright MCP server.', 'state'],
    ['Execute a tmux command if a shell-command succeeded.', 'state'],
    ['Psql is the PostgreSQL interactive terminal.', 'state'],
    ['A command line interface for SQLite version 3, given the filename.', 'state'],
    ['Administration tool of the nftables framework for packet filtering and classification.', 'state'],
    ['pg_ctl is a utility to initialize, start, stop, or control a PostgreSQL server.', 'state'],
    ['Run tests, given the args.', undefined],
    ['Run the tests in the current package', undefined],
    ['Another utility to investigate sockets.', undefined],
    ['Jq is a tool for processing JSON inputs', undefined],
    ['Network exploration tool and security / port scanner.', undefined],
    // a database's rows, a store's keys, history and members, data across devices, volumes
    ['Inserts rows in a table.', 'state'],
    ['Batch write many rows based on the input file', 'state'],
    ['Import a CSV file into a table', 'state'],
    ['Puts the given key into the store', 'state'],
    ['Adds a member into the cluster', 'state'],
    ['balance data across devices, or change block groups using filters', 'state'],
    ['Compacts the event history in etcd', 'delete'],
    ['compact segment files in the repository', 'delete'],
    ['Defragments the storage of the etcd members with given endpoints', 'delete'],
    ['pvcreate - Initialize physical volume(s) for use by LVM', 'state'],
    ['Change attributes of physical volume(s)', 'state'],
    ['Read rows from a table', undefined],
    ['Lists databases and tables', undefined],
    ['Copies one table to another.', undefined],
    ['Gets the key or a range of keys', undefined],
    ['Lists all members in the cluster', undefined],
    ['Show the balance of an account', undefined],
    ['Create a volume', undefined],
    // who may reach what: keys refreshed or signed, roles, visibility, public links, networks and ports
    ['Update all keys from a keyserver.', 'access'],
    ['Refresh stored authentication credentials.', 'access'],
    ['Sign a key locally, given the name.', 'access'],
    ['Create a role binding for a particular role or cluster role, given the name.', 'access'],
    ['Change the visibility of the forwarded port, given the value.', 'access'],
    ['Generate public link to file/folder, given the remote.', 'access'],
    ['Join a swarm as a node and/or manager, given the host.', 'state'],
    ['Connect a container to a network.', 'state'],
    ['Forward one or more local ports to a pod.', 'state'],
    ['Update the key bindings', undefined],
    ['Create a network.', undefined],
    ['Leave the current directory', undefined],
    // firmware, a release's tags, a program's own binary
    ['Flash firmware image from the specified file to a region on the device', 'state'],
    ['Modify package distribution tags.', 'publish'],
    ['Update the rclone binary.', 'system'],
  ])('a help that says %j gates as %s', (help, family) => {
    expect(gatedByHelp(help)?.family).toBe(family);
  });

  it.each([
    // a create word with a running thing, run together or not; a plain create or new stays a plain write
    ['new-session', 'state'],
    ['create-cluster', 'state'],
    ['createinstance', 'state'],
    ['create-deployment', 'state'],
    ['create-cronjob', 'state'],
    ['expose', 'state'],
    ['daemon', 'state'],
    ['--server', 'state'],
    ['create', undefined],
    ['new', undefined],
    ['list-sessions', undefined],
    ['server-info', undefined],
    // keys, secrets, users and settings with a change word; a plain sign transforms its input
    ['--setup-keys', 'access'],
    ['--generate-key', 'access'],
    ['--sign-key', 'access'],
    ['create-secret', 'access'],
    ['create-user', 'access'],
    ['adduser', 'access'],
    ['addkey', 'access'],
    ['--sign', undefined],
    ['list-users', undefined],
    ['--show-configs', undefined],
    ['--change-options', 'system'],
    ['migrate', 'system'],
    ['satisfy', 'system'],
    ['updatecluster', 'system'],
    ['deletecluster', 'delete'],
    ['deprecate', 'publish'],
    ['demote', 'state'],
    // words that only look run together stay what they are
    ['settings', undefined],
    ['settle', undefined],
    ['address', undefined],
    ['setup', undefined],
    ['newsletter', undefined],
  ])('the name %j gates as %s', (name, family) => {
    expect(actionOfName(name).gated).toBe(family);
  });

  it('reads a man page NAME line past, to the word the help opens with', () => {
    expect(leadWord('pvscan - List all physical volumes')).toBe('list');
    expect(actionOfName('list-sessions').does).toBe('read');
    expect(actionOfName('create')).toEqual({ does: 'write', word: 'create' });
  });

  it("a `topic:command` name reads by its command after the colon; a change there keeps the topic's gate", () => {
    expect(actionOfName('deploy:list')).toEqual({ does: 'read', word: 'list' });
    expect(actionOfName('db:seed:status').does).toBe('read');
    expect(actionOfName('deploy:now')).toMatchObject({ does: 'write', gated: 'deploy' });
    expect(actionOfName('deploy:rollback').does).toBe('write');
  });

  it('reads by the name, else by the word its description opens with; help and version read only the CLI', () => {
    expect(readingOf('luksDump')).toEqual({ word: 'dump', by: 'name' });
    expect(readingOf('pid', 'Get the PID of supervisord')).toEqual({ word: 'get', by: 'lead' });
    expect(readingOf('get', 'Install or upgrade remote modules')).toBeNull();
    expect(readingOf('frobnicate', 'Frobnicate the thing')).toBeNull();
    expect(readsTheSystem('processlist', 'Show list of active threads in server')).toBe(true);
    expect(readsTheSystem('version', 'Print the version')).toBe(false);
    expect(readsTheSystem('--help')).toBe(false);
    expect(readsTheSystem('start', 'Start a unit')).toBe(false);
  });

  it('the family that gated a command: its name, else the word its description opens with', () => {
    expect(gatedFamilyOf('scale')).toBe('system');
    expect(gatedFamilyOf('get', 'Install or upgrade remote modules')).toBe('system');
    expect(gatedFamilyOf('auto', 'Stop the unit')).toBe('state');
    expect(gatedFamilyOf('create', 'Remove it')).toBeUndefined();
    expect(gatedFamilyOf('list', 'List units')).toBeUndefined();
  });

  it('splits names into words the way CLIs spell them', () => {
    expect(nameWords('--list-secret-keys')).toEqual(['list', 'secret', 'keys']);
    expect(nameWords('set_default')).toEqual(['set', 'default']);
    expect(nameWords('dependency:tree')).toEqual(['dependency', 'tree']);
  });

  it("keeps P002's five families inside the gated ones, so wrap never gates less than the rule asks", () => {
    const gated = new Set<string>(Object.values(GATED_FAMILIES).flat());
    for (const word of Object.values(CONFIRM_FAMILIES).flat()) expect(gated.has(word), word).toBe(true);
    for (const word of RISKY_WORDS) expect(WRITE_WORDS.has(word), word).toBe(true);
    for (const word of READ_WORDS) expect(gated.has(word), word).toBe(false);
  });

  it('the words of a help that raise a risk, and the word a description opens with', () => {
    expect(soundsDangerous('Permanently delete the repository')).toBe(true);
    expect(soundsDangerous('This cannot be undone.')).toBe(true);
    expect(soundsDangerous('This removes any existing CMakeCache.txt file')).toBe(true);
    expect(soundsDangerous('Show the status of a unit')).toBe(false);
    expect(leadWord('(DEPRECATED) Show the status')).toBe('show');
    expect(leadWord('ALPHA: Remove a key')).toBe('remove');
  });
});

describe('the plain local edit: the one write a wrapped draft leaves without a gate', () => {
  it.each([
    ['add', [], 'Add file contents to the index', 'add file'],
    ['init', [], 'Create an empty Git repository or reinitialize an existing one.', 'init repository'],
    ['new', [], 'Create a new cargo package, given the path.', 'new package'],
    ['--create', [], 'Create a new archive, given the file.', 'create archive'],
    ['build', ['image'], 'Build an image using instructions from Containerfiles', 'build containerfiles'],
    // a one-letter name by its help's first word, after the help's own label
    ['a', [], 'Add files to archive.', 'add files'],
    // `edit` is no local verb: an edit command opens an editor (apt edit-sources) or rewrites a system's file
    ['ed', [], 'XMLStarlet Toolkit: Edit XML document(s)', undefined],
    ['tr', [], 'XMLStarlet Toolkit: Transform XML document(s) using XSLT', 'transform xml'],
    ['--decompress', [], 'Decompress.', 'decompress the data it is given'],
    ['jq', [], "Producing the filter's results as JSON on standard output.", 'print standard output'],
  ])('%s %j: %s', (name, groups, help, edit) => {
    const local = localEditOf(name, groups, [help]);
    expect(local ? `${local.verb} ${local.object}` : undefined).toBe(edit);
  });

  it('needs a description: a write nothing describes is no local edit', () => {
    expect(localEditOf('create', [], [undefined])).toBeUndefined();
    expect(localEditOf('--create', [], ['  '])).toBeUndefined();
  });

  it('needs a local verb and a local thing, and nothing beyond in the name, the groups or the help', () => {
    // no local verb; a local verb with no local thing
    expect(localEditOf('backup', [], ['Backup a source directory to a target backup repository.'])).toBeUndefined();
    expect(localEditOf('add', [], ['Add a song to the queue'])).toBeUndefined();
    // remote, install, device, volume, key, vault, container, account, a group that names a remote
    for (const [name, groups, help] of [
      ['init', [], 'Initialize a working directory, loading any remote state'],
      ['build', [], 'Build and install a rock from its files'],
      ['add', ['device'], 'Add one or more devices to a mounted filesystem, given the path.'],
      ['lvextend', [], 'Add space to a logical volume'],
      ['encrypt', [], 'Encrypt YAML file.'],
      ['create', [], 'Create new vault encrypted file.'],
      ['commit', [], "Writes a new image using the container's read-write layer."],
      ['create', [], 'Create a project for your account'],
      ['rename', ['remote'], 'Rename the files of a remote'],
      ['commit', [], 'Check files into the repository.'],
    ] as const)
      expect(localEditOf(name, groups, [help]), `${name}: ${help}`).toBeUndefined();
  });

  it('creates only what its help names first; a repository only where one is started; a package never added', () => {
    expect(localEditOf('create', [], ['Create a domain from an XML file.'])).toBeUndefined();
    expect(localEditOf('link', [], ['Create a custom toolchain by symlinking to a directory'])).toBeUndefined();
    expect(localEditOf('create', ['repo'], ['Create a new repository, given the name.'])).toBeUndefined();
    expect(localEditOf('add', [], ['Add a package'])).toBeUndefined();
    expect(localEditOf('init', [], ['create a new repository in the given directory'])).toBeDefined();
  });

  it('a CLI whose own description says the cloud or remotes copies there: none of its writes is local', () => {
    const copy = ['Copy files from source to dest, skipping identical files.'];
    expect(localEditOf('copy', [], copy)).toBeDefined();
    expect(localEditOf('copy', [], copy, 'Rclone syncs files to and from cloud storage providers')).toBeUndefined();
  });
});
