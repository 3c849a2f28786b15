/**
 * What a command's or an operation's name says it does: the one written-down vocabulary of action and risk words.
 * Wrap's risk and ranking, the OpenAPI import's names and risk, and the policy rules (through each format's own
 * command-name module) all read these lists, so they cannot drift.
 * Plain data and pure functions; docs/DECISIONS-studio.md "One vocabulary" says why each list holds what it holds.
 */

/** A last word that makes a command a read, whatever its family is called (`release.list`, `deploy.status`). */
export const READ_WORDS: ReadonlySet<string> = new Set([
  'list',
  'ls',
  'view',
  'show',
  'get',
  'read',
  'status',
  'search',
  'find',
  'check',
  'doctor',
  'info',
  'describe',
  'inspect',
  'history',
  'log',
  'logs',
  'diff',
  'preview',
  'plan',
  'quote',
  'estimate',
  'count',
  'watch',
  'whoami',
  'version',
  'help',
  'stats',
  'summary',
  'query',
  'lookup',
  'fetch',
  'browse',
  'tail',
  'cat',
  'balance',
  'health',
  'ping',
  'validate',
  'verify',
]);

/**
 * Reads common in command lines beyond READ_WORDS (which P001 keeps strict): listings, printers and inspectors a
 * CLI names with its own word (`git blame`, `docker images`, `restic snapshots`, `rclone lsjson`).
 */
export const CLI_READ_WORDS: ReadonlySet<string> = new Set([
  'grep',
  'blame',
  'outdated',
  'explain',
  'why',
  'top',
  'ps',
  'images',
  'tags',
  'which',
  'env',
  'freeze',
  'tree',
  'graph',
  'snapshots',
  'lsjson',
  'lsd',
  'lsl',
  'lsf',
  'size',
  'du',
  'df',
  'stat',
  'print',
  'output',
  'display',
  'examine',
  'annotate',
  'identify',
  'locate',
  'compare',
  'cmp',
  'audit',
  'parse',
  'lint',
  'hash',
  'checksum',
  'md5sum',
  'sha1sum',
  'fingerprint',
  'whatis',
  'usage',
  'overview',
  'report',
  'metadata',
  'manifest',
  'resolve',
  'dependencies',
  'dependents',
  'introspect',
  // cryptsetup's `luksDump`, `pg_dump` to stdout: a dump prints what is there
  'dump',
  // supervisorctl's `avail`, `module avail`: what is configured or installed
  'avail',
  // `ip monitor`, `tc monitor`: prints the events of a running system as they come (a stream, never a change)
  'monitor',
  // `ip netns pids NAME`: the processes of a namespace, listed as `ps` and `top` list them
  'pids',
  // tig's `refs`: a plural of what a repository holds lists them, as `tags` and `images` do
  'refs',
  // rrdtool's `first`, `last`, `lastupdate`: the first or last of what is stored, printed
  'first',
  'last',
]);

/**
 * First words that ask a question of a running system: `is-active`, `is-enabled`, `has-key`, `can-i`. A predicate
 * only reads, whatever follows it.
 */
export const PREDICATE_WORDS: ReadonlySet<string> = new Set(['is', 'has', 'can', 'exists', 'contains']);

/** Words that name a change (P001: a `read` row under one of these is wrong). */
export const WRITE_WORDS: ReadonlySet<string> = new Set([
  'create',
  'add',
  'new',
  'update',
  'edit',
  'set',
  'unset',
  'delete',
  'remove',
  'rm',
  'send',
  'pay',
  'transfer',
  'publish',
  'unpublish',
  'deploy',
  'redeploy',
  'apply',
  'write',
  'post',
  'merge',
  'close',
  'reopen',
  'cancel',
  'connect',
  'disconnect',
  'upload',
  'move',
  'mv',
  'rename',
  'approve',
  'reject',
  'refund',
  'destroy',
  'drop',
  'purge',
  'release',
  'push',
  'wipe',
  'revoke',
  'erase',
  'install',
  'uninstall',
  'import',
  'archive',
  'unarchive',
  'assign',
  'unassign',
  'enable',
  'disable',
  'start',
  'stop',
  'restart',
  'kill',
  'reset',
  'submit',
  'invite',
  'lock',
  'unlock',
  'patch',
  'put',
  'insert',
  'upsert',
  'save',
  'commit',
  'fork',
  'restore',
  'revert',
  'rollback',
  'rollout',
  'promote',
  'prune',
  'force_unlock',
  'charge',
  'withdraw',
  'payout',
  'email',
  'notify',
  'broadcast',
  'reply',
  'star',
  'unstar',
  'follow',
  'unfollow',
  'unblock',
  'sync',
  'grant',
  'rotate',
  'subscribe',
  'unsubscribe',
  'register',
  'logout',
  'clear',
  'mark',
  'schedule',
  'share',
]);

/**
 * Verbs that change something beyond WRITE_WORDS, as API paths and operation ids name them (`/runs/{id}/rerun`,
 * `activateUser`): a GET named so is a write (the import's CHANGE_WORDS).
 */
export const MORE_CHANGE_WORDS: readonly string[] = [
  'trigger',
  'rerun',
  'retry',
  'execute',
  'invoke',
  'resend',
  'dispatch',
  'activate',
  'deactivate',
  'confirm',
  'accept',
  'decline',
  'void',
  'capture',
  'mute',
  'unmute',
  'ban',
  'unban',
  'suspend',
  'resume',
  'pause',
  'complete',
  'finish',
  'login',
  'authorize',
  // changes wrap gates by class (GATED_FAMILIES), named the same in an API's paths: a GET so named is a write too
  'expose',
  'demote',
  'migrate',
  'deprecate',
];

/**
 * Words that, as a path's last segment after a resource, name an action on it rather than a resource of its own
 * (`/tasks/{id}/complete`, `/gifs/search`), beyond the change words: reads and conversions the import names so.
 */
export const MORE_ACTION_WORDS: readonly string[] = [
  'run',
  'translate',
  'convert',
  'render',
  'generate',
  'calculate',
  'test',
  'search',
  'lookup',
  'find',
  'query',
  'validate',
  'verify',
  'preview',
  'estimate',
  'count',
  'download',
  'export',
  'clone',
  'copy',
  'duplicate',
  'play',
  'open',
  'refresh',
];

/** Nouns of a path that say money moves (the import marks such a write a payment). */
export const PAY_NOUNS: readonly string[] = [
  'payment',
  'payments',
  'checkout',
  'purchase',
  'order',
  'orders',
  'invoice',
  'charges',
  'refunds',
  'payouts',
  'transfers',
];

/** Writes whose name alone makes a `read` row an error (P001). */
export const RISKY_WORDS: ReadonlySet<string> = new Set([
  'delete',
  'remove',
  'rm',
  'destroy',
  'drop',
  'purge',
  'send',
  'pay',
  'transfer',
  'refund',
  'publish',
  'deploy',
  'release',
  'push',
  'merge',
  'wipe',
  'revoke',
]);

/**
 * The catalogue's "delete, send, pay, publish, or deploy" (P002), each with the words that name it. Deploy-like
 * words change what runs somewhere (`apply` a plan, `rollout`, `release`, `promote`), publish-like ones put
 * something where others get it (`push`, `upload`); `destroy`, `prune`, `rm` and `force-unlock` (a lock another run
 * holds) cannot be taken back.
 */
export const CONFIRM_FAMILIES = {
  delete: ['delete', 'remove', 'rm', 'destroy', 'drop', 'purge', 'prune', 'wipe', 'erase', 'force_unlock'],
  send: ['send', 'email', 'notify', 'broadcast'],
  pay: ['pay', 'transfer', 'refund', 'charge', 'withdraw', 'payout'],
  publish: ['publish', 'unpublish', 'push', 'upload'],
  deploy: ['deploy', 'redeploy', 'apply', 'rollout', 'release', 'promote'],
} as const satisfies Record<string, readonly string[]>;

export type ConfirmFamily = keyof typeof CONFIRM_FAMILIES;

/**
 * Writes that ask a person first when a draft is made from what a command does (wrap; the import's approval), beyond
 * P002's families: state changes of a running system, deletes P002 does not name, sync and its kin (which delete at
 * the far end), merges and rewrites of history, and a release's tag. P002 itself keeps the catalogue's five.
 */
export const GATED_FAMILIES = {
  state: [
    'start',
    'stop',
    'restart',
    'reload',
    'enable',
    'disable',
    'mask',
    'unmask',
    'kill',
    'isolate',
    'reboot',
    'poweroff',
    'halt',
    'shutdown',
    'suspend',
    'hibernate',
    'terminate',
    'thaw',
    'reexec',
    'kexec',
    'rescue',
    'emergency',
    'pause',
    'unpause',
    'resume',
    'up',
    'down',
    'flush',
    'reset',
    'revert',
    'regress',
    'rollback',
    'restore',
    'cancel',
    'abort',
    'signal',
    // a running system's network and devices: networkctl's reconfigure and renew, udevadm's trigger
    'reconfigure',
    'renew',
    'forcerenew',
    'trigger',
    // sessions, devices and mounts of a running system: locking a session, closing, resizing or repairing a device
    'lock',
    'unlock',
    'break_lock',
    'activate',
    'deactivate',
    'launch',
    'control',
    'mount',
    'umount',
    'unmount',
    'attach',
    'detach',
    'close',
    'resize',
    'repair',
    'reencrypt',
    // a cluster's nodes emptied, a running container checkpointed (and stopped)
    'drain',
    'checkpoint',
    // a cluster's node stepped down from managing it (`docker node demote`; `promote` is a deploy word)
    'demote',
    // a daemon's files and signals: rotating a journal or a key, emitting a bus signal
    'rotate',
    'relinquish',
    'emit',
    // a running system's network opened to others: `kubectl expose` makes a service (a load balancer, a port)
    'expose',
    'unexpose',
  ],
  delete: [
    'delete',
    'del',
    'remove',
    'rm',
    'rmi',
    'destroy',
    'drop',
    'purge',
    'prune',
    'wipe',
    'erase',
    'force_unlock',
    'forget',
    'clean',
    'vacuum',
    'gc',
    'expunge',
    'shred',
    // cryptsetup's `luksFormat`, `mkfs`: formatting a device erases what is on it
    'format',
    'uninstall',
    'truncate',
    'cleanup',
  ],
  /**
   * Everyday changes to a running system's settings, packages and workloads: an author expects them in a draft
   * (wrap's ranking does not push them out for their gate), and a person is asked before each.
   */
  system: [
    // a setting of a running system (`set-timezone`, `set-hostname`, `--set-ring`, `link set`, `config set`)
    'set',
    'unset',
    // a system's packages and their state: installs run the package's scripts, upgrades and updates replace what
    // runs, a hold decides what the next upgrade keeps (`upgrade-system`, `install-deps`, `apt-mark hold`)
    'install',
    'reinstall',
    'upgrade',
    'downgrade',
    'update',
    'hold',
    'unhold',
    // `apt satisfy`: installs and removes the system's packages until the given dependencies hold
    'satisfy',
    // a database's schema or a store's data moved to a new form (`migrate`: etcdctl's, a web framework's)
    'migrate',
    // a cluster's running workloads and nodes: scaling to zero stops a service
    'scale',
    'autoscale',
    'cordon',
    'uncordon',
    'taint',
  ],
  sync: ['sync', 'mirror', 'bisync', 'dedupe', 'move'],
  merge: ['merge', 'rebase', 'squash', 'cherry_pick', 'amend'],
  // (`deprecate` marks a published version for everyone who installs it)
  publish: [
    'publish',
    'unpublish',
    'push',
    'upload',
    'release',
    'send',
    'email',
    'notify',
    'broadcast',
    'deprecate',
    'undeprecate',
  ],
  deploy: ['deploy', 'redeploy', 'apply', 'rollout', 'promote'],
  pay: CONFIRM_FAMILIES.pay,
  // who may do what: granting and revoking access, changing a password or a passphrase
  access: ['grant', 'revoke', 'chmod', 'chown', 'chgrp', 'passwd'],
  // unpacking writes an archive's files where they are named, over any file of the same name (`tar --extract`, `7z x`)
  overwrite: ['extract', 'unpack', 'overwrite'],
} as const satisfies Record<string, readonly string[]>;

/**
 * Nouns that make a write an access change whatever its verb is (`add-iam-policy-binding`, `luksAddKey`,
 * `change-passphrase`): who may do what is decided there, so the write asks first.
 */
export const ACCESS_NOUNS: ReadonlySet<string> = new Set([
  'iam',
  'acl',
  'acls',
  'policy',
  'permission',
  'permissions',
  'password',
  'passphrase',
  'role',
  'roles',
  // a key slot or an authorised key opens what it guards (`luksAddKey`, `add-key`)
  'key',
  'keys',
  'keyslot',
  // a user or an account is who may log in (`user add`, `create-user`, `adduser`, `create-account`)
  'user',
  'users',
  'account',
  'accounts',
  // secrets and tokens open what they guard; owners and trust decide who may publish or be believed
  'secret',
  'secrets',
  'token',
  'tokens',
  'owner',
  'owners',
  'access',
  'trust',
]);

export type GatedFamily = keyof typeof GATED_FAMILIES;

/**
 * Things of a running system that creating one starts: a session, a server, a window with its shell, a cloud
 * instance or cluster, a database on a server (`tmux new-session`, `cbt createcluster`, `mariadb-admin create`).
 * A new one of these runs (or is billed) until someone stops it, so creating one asks first by its name; any other
 * write asks too unless it is a plain local edit (localEditOf; DECISIONS "One vocabulary": where the line is).
 */
export const RUNNING_NOUNS: ReadonlySet<string> = new Set([
  'session',
  'sessions',
  'server',
  'servers',
  'window',
  'windows',
  'pane',
  'panes',
  'daemon',
  'daemons',
  'process',
  'processes',
  'instance',
  'instances',
  'cluster',
  'clusters',
  'vm',
  'vms',
  'database',
  'databases',
  // a cluster's workloads and what runs on a schedule (`create deployment`, `create cronjob`, a timer)
  'deployment',
  'deployments',
  'pod',
  'pods',
  'job',
  'jobs',
  'cronjob',
  'cronjobs',
  'timer',
  'timers',
]);

/** A command named only for a server or a daemon runs one (`git daemon`, `--server`). */
const SERVER_NAMES: ReadonlySet<string> = new Set(['daemon', 'server']);

/** Words that create a thing: with a RUNNING_NOUN (`new-session`, `create-cluster`) they start it. */
const CREATE_WORDS: ReadonlySet<string> = new Set(['new', 'create', 'spawn']);

/**
 * A system's settings as a command names them (`--change-options`, `change-config`): changing them changes what the
 * system the CLI manages does next, as `set` does.
 */
const SETTING_NOUNS: ReadonlySet<string> = new Set([
  'option',
  'options',
  'setting',
  'settings',
  'config',
  'configuration',
  'defaults',
  'mode',
]);

/** Words that make or change a key when a name pairs them with one (`--setup-keys`, `--generate-key`, `genkey`). */
const KEY_MAKING_WORDS: ReadonlySet<string> = new Set(['change', 'generate', 'gen', 'setup', 'sign']);

/**
 * What a flag mode's help opens with when the mode changes the one system its CLI manages (`--auto`: "Switch the
 * master link <name> to automatic mode"; `--change-options`: "Change options"). A flag-mode CLI (update-alternatives,
 * gpgconf, journalctl) manages one system, so a mode whose name says nothing is named by this first word, as a
 * one-letter command is (risk.ts). A subcommand's help opening so does not gate (`meson configure`: "Change project
 * options" edits a build folder).
 */
export const SETTING_LEADS: ReadonlySet<string> = new Set([
  'change',
  'changes',
  'switch',
  'switches',
  'set',
  'sets',
  'setup',
  'configure',
  'configures',
  'reconfigure',
  'modify',
  'modifies',
]);

/** Words in a command's own help that say it cannot be taken back: they raise a draft's risk, never lower it. */
export const DANGER_PHRASES =
  /\b(deletes?|deleting|permanently|cannot be undone|can ?not be reverted|irreversibl[ey]|irrecoverabl[ey]|destroys?|wipes?|erases?|overwrites?|removes? (all|every|the|any)\b)/i;

/**
 * What a command's own help says it changes, where its name does not say it (ssh-keygen's `-p`: "Requests changing
 * the passphrase…"; supervisorctl's `add`: "Activates any updates in config for process/group"): who may open a key,
 * which processes of a running system run, and what a device holds. Like DANGER_PHRASES they only raise a draft's risk.
 */
export interface HelpGate {
  family: GatedFamily;
  says: RegExp;
  /** Why the draft asks first, for its notes. */
  why: string;
}

export const HELP_GATES: readonly HelpGate[] = [
  {
    family: 'access',
    why: 'its help says it changes a key, a password or a passphrase',
    says: /\b(chang(?:e|es|ing)|sets?|setting|resets?|resetting|replac(?:e|es|ing)|remov(?:e|es|ing)|adds?|adding|revok(?:e|es|ing)|rotat(?:e|es|ing)|convert(?:s|ing)?|manipulat(?:e|es|ing)|refresh(?:es|ing)?|updat(?:e|es|ing)|signs?|signing)\s+(?:[\w'’/-]+\s+){0,3}?(pass ?phrases?|passwords?|keys?|credentials?|key ?slots?|tokens?)\b(?!\s+bindings?)/i,
  },
  {
    // a new key, or a certificate taken into a store, decides who can sign, open or be trusted (`--setup-keys`:
    // "Generate a new FSS key pair"; keytool's `-genkeypair`; `--import`: "Import certificates")
    family: 'access',
    why: 'its help says it makes a key, a role or a policy, or takes in a certificate or credentials',
    says: /^\s*(generat(?:e|es|ing)|creat(?:e|es|ing)|obtains?|imports?|importing)(?:\/\w+)?\s+(?:[\w'’/-]+\s+){0,6}?(key ?pairs?|keys?|certificates?|certs?|credentials?|passwords?|keystores?|roles?|role bindings?|polic(?:y|ies)|permissions?)\b(?!\s+(?:signing\s+)?requests?)/i,
  },
  {
    family: 'state',
    why: 'its help says it starts, stops or activates processes or services',
    // (a list of verbs counts too: pg_ctl, "a utility to initialize, start, stop, or control a PostgreSQL server")
    says: /\b(activat(?:e|es|ing)|deactivat(?:e|es|ing)|starts?|starting|stops?|stopping|restarts?|restarting|kills?|killing|terminat(?:e|es|ing)|signals?|signalling|control(?:s|ling)?)[\s,]+(?:[\w'’-]+[\s,]+){0,5}?(process(es)?|daemons?|services?|units?|sessions?|servers?)\b/i,
  },
  {
    // a new one of a running system's things runs until stopped (RUNNING_NOUNS): `tmux new-session` ("Create a new
    // session"), `kubectl expose` ("Expose a resource as a new Kubernetes service"), a cloud cluster
    family: 'state',
    why: 'its help says it creates something that runs: a session, a server, a service, an instance',
    // (its first word: a service's blurb that mentions creating instances somewhere is no such command)
    says: /^\s*(creat(?:e|es)|spawns?|launch(?:es)?|expos(?:e|es))\s+(?:[\w'’-]+\s+){0,6}?(sessions?|servers?|windows?|panes?|shells?|daemons?|process(es)?|services?|instances?|clusters?|vms?|virtual machines?|databases?|deployments?|pods?|(?:cron ?)?jobs?|timers?)\b/i,
  },
  {
    // what a running system uses, switched (`--auto`: "Switch the master link <name> to automatic mode") or chosen
    // by a person at a prompt (`--config`: "Show alternatives … and ask the user to select which one to use")
    family: 'system',
    why: 'its help says it switches or chooses what the system uses',
    says: /(^\s*switch(?:es)?\s+(?:[\w<>'’/-]+\s+){0,6}?(?:\w+\s+)?mode\b|\bask(?:s)? the user to (?:select|choose|pick)\b|\b(?:select|choose|pick)s? which (?:one|version|alternative|provider)\b)/i,
  },
  {
    // a write whose help opens by sending its changes elsewhere (`svn commit`: "Send changes from your working copy
    // to the repository"): others get them, as with a push (messages sent to a model are no such change)
    family: 'publish',
    why: 'its help says it sends or pushes its changes to others',
    says: /^\s*(?:[\w-]+(?:\s*\([^)]*\))?:\s*)?(send|sends|push|pushes|upload|uploads|publish|publishes)\s+(?:[\w'’-]+\s+){0,3}?(changes?|commits?|revisions?)\b/i,
  },
  {
    // data moved across a running system's devices or nodes (btrfs's `balance`, "balance data across devices, or
    // change block groups"): a name that reads elsewhere (an account's balance) is raised by its help
    family: 'state',
    why: "its help says it moves data across a system's devices or nodes",
    says: /\b(balanc(?:e|es|ing)|rebalanc(?:e|es|ing)|redistribut(?:e|es|ing)|relocat(?:e|es|ing)|migrat(?:e|es|ing))\s+(?:[\w'’-]+\s+){0,2}?(data|blocks?|chunks?|extents?|partitions?|shards?|replicas?)\s+(?:across|between|among|to|onto)\s+(?:[\w'’-]+\s+){0,2}?(devices?|disks?|nodes?|brokers?|drives?)\b/i,
  },
  {
    // a machine joining or leaving a cluster, a swarm or a domain (`docker swarm join`, `realm join`)
    family: 'state',
    why: 'its help says it joins or leaves a cluster, a swarm, a domain or a network',
    says: /^\s*(joins?|leav(?:e|es))\s+(?:an?\s+|the\s+)?(?:[\w'’-]+\s+){0,1}?(clusters?|swarms?|domains?|realms?|networks?)\b/i,
  },
  {
    // a running container or project connected to a network, ports forwarded or exposed: who can reach it changes
    // (`docker network connect`, `vpc-peerings connect`, `kubectl port-forward`, "Forward ports")
    family: 'state',
    why: 'its help says it connects something to a network or forwards or exposes ports',
    says: /(^\s*(connects?|disconnects?)\s+(?:[\w'’-]+\s+){0,4}?(to|from)\s+(?:an?\s+|the\s+)?(?:[\w'’-]+\s+){0,3}?(networks?|vpcs?|peerings?)\b|^\s*(forwards?|expos(?:e|es)|opens?)\s+(?:[\w'’-]+\s+){0,4}?ports?\b)/i,
  },
  {
    // firmware written to a device (ethtool's `--flash`: "Flash firmware image … to a region on the device")
    family: 'state',
    why: "its help says it flashes a device's firmware",
    says: /^\s*(flash(?:es)?|writ(?:e|es)|updat(?:e|es)|upgrad(?:e|es))\s+(?:[\w'’-]+\s+){0,2}?firmware\b/i,
  },
  {
    // a release's tags moved (`npm dist-tag`: "Modify package distribution tags"): what everyone installs next
    family: 'publish',
    why: 'its help says it moves the tags others install by',
    says: /^\s*(modif(?:y|ies)|chang(?:e|es)|adds?|sets?|mov(?:e|es)|remov(?:e|es))\s+(?:[\w'’-]+\s+){0,2}?(distribution|release|dist)[- ]tags?\b/i,
  },
  {
    // a program replacing its own installed binary (`selfupdate`: "Update the rclone binary")
    family: 'system',
    why: 'its help says it replaces an installed program',
    says: /^\s*(updat(?:e|es)|upgrad(?:e|es)|replac(?:e|es))\s+(?:[\w'’-]+\s+){0,3}?(binary|binaries|executable|itself)\b/i,
  },
  {
    // a cluster's members (etcdctl's `member add`, "Adds a member into the cluster"): who holds its data and votes
    family: 'state',
    why: "its help says it changes a cluster's members or nodes",
    says: /^\s*(adds?|remov(?:e|es)|joins?|evicts?|promot(?:e|es)|replac(?:e|es))\s+(?:[\w'’-]+\s+){0,3}?(members?|nodes?|peers?|replicas?)\s+(?:[\w'’-]+\s+){0,2}?(?:to|into|from|of|in)\s+(?:[\w'’-]+\s+){0,2}?(clusters?|swarms?|pools?|rings?|quorums?)\b/i,
  },
  {
    // compacting a store's history or segments frees what was deleted for good (etcdctl's `compaction`, "Compacts
    // the event history in etcd"; borg's `compact`); defragmenting a running store's members pauses them
    family: 'delete',
    why: "its help says it compacts or defragments a store's history or storage",
    says: /^\s*(compact(?:s|ing)?|defragment(?:s|ing)?)\s+(?:[\w'’-]+\s+){0,3}?(history|revisions?|segments?( files)?|storage|database|store|journal|logs?)\b/i,
  },
  {
    // a key or a value put into a running store (etcdctl's `put`, "Puts the given key into the store")
    family: 'state',
    why: 'its help says it writes a key or a value into a store or a database',
    says: /^\s*(puts?|sets?|stor(?:e|es)|writ(?:e|es)|insert(?:s)?)\s+(?:[\w'’-]+\s+){0,3}?(keys?|values?|items?|documents?)\s+(?:[\w'’-]+\s+){0,2}?(?:in|into|to)\s+(?:[\w'’-]+\s+){0,3}?(store|database|table|bucket|cache|collection|index)\b/i,
  },
  {
    // access controls set on what others use (`npm access`: "Set access controls on private packages"; a port's
    // visibility), or a public link made to a file (rclone's `link`): who may reach what
    family: 'access',
    why: 'its help says it changes access controls or permissions',
    says: /^\s*(sets?|chang(?:e|es)|grants?|revok(?:e|es)|modif(?:y|ies)|updat(?:e|es))\s+(?:[\w'’-]+\s+){0,2}?(access controls?|access rights|permissions?|access levels?|visibility)\b|^\s*(generat(?:e|es)|creat(?:e|es)|mak(?:e|es))\s+(?:an?\s+)?(public|shareable|signed)\s+(links?|urls?)\b/i,
  },
  {
    // where a system's packages come from (`components repositories add`: "Add a new Trusted Tester component
    // repository"): what the next install runs
    family: 'system',
    why: 'its help says it changes where packages come from',
    says: /^\s*(adds?|remov(?:e|es)|edits?|chang(?:e|es)|enabl(?:e|es)|disabl(?:e|es)|replac(?:e|es))\s+(?:[\w'’-]+\s+){0,4}?(?:package|component|software|apt|plugin)s?\s+(repositor(?:y|ies)|sources?|feeds?|registr(?:y|ies)|mirrors?)\b/i,
  },
  {
    // something that runs later on its own (`create-scheduled-query`: "Create a scheduled query that will be run…")
    family: 'state',
    why: 'its help says it schedules something to run later',
    says: /^\s*(creat(?:e|es)|adds?|schedul(?:e|es)|sets? up)\s+(?:[\w'’-]+\s+){0,3}?(scheduled|cron|recurring|periodic)\b/i,
  },
  {
    // a server or a daemon started by the call keeps running after it (gpgsm's `--server`: "Run in server mode")
    family: 'state',
    why: 'its help says it runs as a server or a daemon',
    // (or runs one by name: "Run the Playwright MCP server", "Run a proxy to the Kubernetes API server")
    says: /^\s*(runs?|starts?|launch(?:es)?)\s+((?:[\w'’-]+\s+){0,2}?(as|in)\s+(?:an?\s+|the\s+)?(servers?|daemons?|services?|background)\b|(?:an?\s+|the\s+)(?:[\w'’-]+\s+){0,3}?(servers?|daemons?|prox(?:y|ies))\b)/i,
  },
  {
    // a shell command runs whatever it is given (tmux's `if-shell`, `run-shell`): any change at all
    family: 'state',
    why: 'its help says it runs a shell command, which can change anything',
    says: /\b(execut(?:e|es|ing)|runs?|running)\b[^.]*?\bshell[- ]commands?\b/i,
  },
  {
    // a database's rows written (`bq insert`: "Inserts rows in a table"; `cbt import`: "Batch write many rows…",
    // "Import data from a CSV file into an existing … table"): data others read changes
    family: 'state',
    why: "its help says it writes rows or data into a database's table",
    // `imports?|importing`, never `import(`: the prebuilt CLI's build reads that as a computed import() (prebuilt.mjs)
    says: /(^\s*(insert(?:s|ing)?|load(?:s|ing)?|imports?|importing|writ(?:e|es|ing)|delet(?:e|es|ing)|updat(?:e|es|ing)|append(?:s|ing)?)\s+(?:[\w'’-]+\s+){0,8}?(?:in|into|to)\s+(?:[\w'’-]+\s+){0,5}?tables?\b|\b(insert(?:s|ing)?|writ(?:e|es|ing)|delet(?:e|es|ing)|updat(?:e|es|ing)|mutat(?:e|es|ing))\s+(?:[\w'’-]+\s+){0,3}?(rows|records)\b)/i,
  },
  {
    // a database's shell or an administration tool of a running system (nft: "Administration tool of the nftables
    // framework…"): its plain call runs whatever statement or rule it is given, a DROP or a flush as well
    family: 'state',
    why: "its help says it is a database's shell or a system's administration tool: it runs any statement it is given",
    says: /(^\s*(?:an?\s+|the\s+)?(?:[\w'’-]+\s+){0,2}?(administration|administrative|management)\s+(tool|utility|program)\b|\w*sql\w*\s+(?:\w+\s+){0,2}?(terminal|shell)\b|\b(interactive terminal|shell|command[- ]line interface|client)\s+(?:\w+\s+){0,2}?(?:for|to)\s+(?:\w+\s+){0,2}?(\w*sql\w*|databases?)\b)/i,
  },
  {
    // a device's header or format (cryptsetup's `convert`, "Convert LUKS from/to LUKS2 format"; `config`, "Set
    // permanent configuration options for LUKS2"): what is on the device may no longer open
    family: 'state',
    why: 'its help says it changes a device, a volume or its format',
    // (its first word: "Display the changes to the container's file systems" reads)
    // (LVM's `pvcreate`, "Initialize physical volume(s) for use by LVM"; `pvchange`, "Change attributes of physical
    // volume(s)": a volume or a RAID array is a device too)
    says: /^\s*(chang(?:e|es)|sets?|convert(?:s)?|modif(?:y|ies)|resiz(?:e|es)|writes?|initiali[sz](?:e|es)|creat(?:e|es)|assembl(?:e|es)|grows?|extends?|reduc(?:e|es))\s+(?:[\w'’/-]+\s+){0,4}?(block devices?|devices?|disks?|partitions?|file ?systems?|luks2?|physical volumes?|logical volumes?|volume groups?|raid arrays?|arrays?)\b/i,
  },
  {
    // a machine's power or state set by a command whose help opens with a read (ipmitool's `chassis`, "Get chassis
    // status and set power state"): the read it also does never lowers the change
    family: 'state',
    why: 'its help says it sets a power state or a state of the system',
    says: /\b(sets?|setting|chang(?:e|es|ing)|controls?)\s+(?:(?:the|its|a)\s+)?(?:[\w'’-]+\s+)?(power|state)\b/i,
  },
];

/** A man page's NAME line before what the command does (LVM's "pvscan - List all physical volumes"). */
const OWN_NAME_FIRST = /^\s*[\w.:-]+\s+[-–]\s+(?=[A-Za-z])/;

/**
 * What a command's own help says it changes (HELP_GATES), if its first sentence says so: that one says what the
 * command does; a long man-page text goes on about options and key bindings it merely mentions.
 */
export function gatedByHelp(description: string | undefined): HelpGate | undefined {
  const said = description?.replace(OWN_NAME_FIRST, '').split(/(?<=[.!?])\s+(?=[A-Z(])/)[0];
  return said ? HELP_GATES.find((g) => g.says.test(said)) : undefined;
}

/** A description that opens with one of these changes something, whatever the name says (`get`: "Install or upgrade…"). */
export const WRITE_LEADS: ReadonlySet<string> = new Set([
  'install',
  'upgrade',
  'download',
  'create',
  'update',
  'delete',
  'remove',
  'push',
  'upload',
  'write',
  'modify',
  'set',
  'add',
  'apply',
  'deploy',
  'destroy',
  'reset',
  'import',
  'move',
  'rename',
  'save',
  'sync',
  'replace',
  'mark',
  'kill',
  'stop',
  'start',
  'restart',
  'build',
  'compile',
  'publish',
  'release',
  'change',
  'edit',
  'enable',
  'disable',
  'encrypt',
  'decrypt',
  'sign',
  'extract',
  'send',
  'restore',
  'clean',
  'prune',
  'forget',
  'merge',
  'run',
  'execute',
  'reload',
  'mount',
  'unmount',
  'attach',
  'detach',
  'lock',
  'unlock',
  'commit',
  'revert',
  'append',
  'copy',
  'refresh',
]);

/** A description that opens with one of these only reads, for a name that says neither (`output`: "Show output values…"). */
export const READ_LEADS: ReadonlySet<string> = new Set([
  'read',
  'reads',
  'show',
  'shows',
  'list',
  'lists',
  'display',
  'displays',
  'print',
  'prints',
  'describe',
  'describes',
  'view',
  'inspect',
  'search',
  'query',
  'check',
  'checks',
  'verify',
  'verifies',
  'get',
  'gets',
  'report',
  'reports',
  'output',
  'outputs',
  'find',
  'finds',
  'compare',
  'compares',
  'count',
  'counts',
  'explain',
  'explains',
  'validate',
  'validates',
  'test',
  'tests',
  'summarize',
  'summarise',
  'select',
  'dump',
  'dumps',
  'queries',
  // at's `-c`: "cats the jobs listed on the command line to standard output"
  'cat',
  'cats',
]);

/** The reads a person runs first, in this order (wrap's hot path). */
export const HOT_READS = [
  'status',
  'list',
  'ls',
  'ps',
  'images',
  'show',
  'get',
  'describe',
  'logs',
  'log',
  'snapshots',
  'lsjson',
  'plan',
  'diff',
  'view',
  'info',
  'inspect',
  'search',
  'history',
  'output',
  'validate',
  'check',
  'whoami',
  'version',
];

/** Writes a person reaches for first, in this order. */
export const HOT_WRITES = [
  'create',
  'add',
  'install',
  'init',
  'new',
  'build',
  'update',
  'upgrade',
  'set',
  'start',
  'stop',
  'restart',
  'enable',
  'disable',
  'reload',
  'commit',
  'backup',
  'apply',
  'push',
  'publish',
  'merge',
  'close',
  'delete',
  'remove',
  'rm',
  'uninstall',
];

/** The words of one command-line name: `list-dependencies` → list, dependencies; `--list-keys` → list, keys. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z])([A-Z])/g, '$1-$2') // cryptsetup's `isLuks`, `luksDump`
    .toLowerCase()
    .replace(/^-+/, '')
    .split(/[-_:.\s]+/)
    .filter(Boolean);
}

/** A `topic:command` name, its command after the last colon. */
const TOPIC_COMMAND = /^[a-z][\w-]*(?::[a-z][\w-]*)*:([a-z][\w-]*)$/i;

/** Gated words that also name a thing, so a read word before them reads it: `check-update`, `get-lock`, `status-mount`. */
const THINGS_TOO: ReadonlySet<string> = new Set([
  'update',
  'upgrade',
  'install',
  'lock',
  'mount',
  'set',
  'release',
  'checkpoint',
  'control',
]);

/** Each word of GATED_FAMILIES with the first family that lists it. */
const GATED_FAMILY_OF: ReadonlyMap<string, GatedFamily> = (() => {
  const map = new Map<string, GatedFamily>();
  for (const [family, words] of Object.entries(GATED_FAMILIES) as [GatedFamily, readonly string[]][])
    for (const word of words) if (!map.has(word)) map.set(word, family);
  return map;
})();

/** What a command-line name says it does, read word by word. */
export interface NameAction {
  /** `read`, `write`, or `unknown` when no word of the vocabulary is in it. */
  does: 'read' | 'write' | 'unknown';
  /** The family of a gated write (`state` for `stop`, `delete` for `forget`). */
  gated?: GatedFamily;
  /** The word that decided it. */
  word?: string;
  /** It asks a question (`is-active`): a read, never a listing of much. */
  predicate?: boolean;
}

/**
 * What the words of a command-line name say (`is-active`, `list-units`, `daemon-reload`, `--delete-keys`,
 * `snapshots`): a predicate or a listing first word reads; a gated word anywhere writes with a gate; a write word
 * anywhere writes; a read word last reads. `cherry-pick` and `force-unlock` are read as the one word they are.
 */
export function actionOfName(name: string): NameAction {
  const words = nameWords(name);
  if (!words.length) return { does: 'unknown' };
  // commander's and oclif's `topic:command` (knex's `migrate:list`): a read after the colon reads the topic's things
  const topical = TOPIC_COMMAND.exec(name);
  if (topical && actionOfName(topical[1]).does === 'read') return actionOfName(topical[1]);
  // `createcluster`, `updatecluster`, `addkey`: a change word run together with a running thing, a key or a setting
  const apart = words.length === 1 ? runTogether(words[0]) : undefined;
  if (apart) return actionOfName(apart);
  const joined = words.join('_');
  const whole = GATED_FAMILY_OF.get(joined);
  if (whole) return { does: 'write', gated: whole, word: joined };
  const first = words[0];
  if (PREDICATE_WORDS.has(first) && words.length > 1) return { does: 'read', word: first, predicate: true };
  if (READ_WORDS.has(first) || CLI_READ_WORDS.has(first) || /^ls[a-z]*$/.test(first)) {
    const gatedAfter = words.slice(1).filter((w) => GATED_FAMILY_OF.has(w));
    if (!gatedAfter.length || first === 'list' || first === 'show' || gatedAfter.every((w) => THINGS_TOO.has(w)))
      return { does: 'read', word: first };
  }
  const gatedWord = words.find((w) => GATED_FAMILY_OF.has(w));
  if (gatedWord) return { does: 'write', gated: GATED_FAMILY_OF.get(gatedWord)!, word: gatedWord };
  const writeWord = words.find((w) => WRITE_WORDS.has(w));
  const accessNoun = words.find((w) => ACCESS_NOUNS.has(w));
  // `luksChangeKey`, `--setup-keys`, `--generate-key`: changing or making a key or a password is a write of access
  // even where `change`, `setup` or `generate` alone says nothing
  if ((writeWord || words.some((w) => KEY_MAKING_WORDS.has(w))) && accessNoun)
    return { does: 'write', gated: 'access', word: accessNoun };
  // `git daemon`, gpgsm's `--server`: a command named for a server runs one
  if (words.length === 1 && SERVER_NAMES.has(words[0])) return { does: 'write', gated: 'state', word: words[0] };
  // `new-session`, `create-cluster`: a new one of a running system's things starts it
  const running = words.find((w) => RUNNING_NOUNS.has(w));
  if (running && words.some((w) => CREATE_WORDS.has(w))) return { does: 'write', gated: 'state', word: running };
  // `--change-options`: a system's settings changed, as `set` changes them
  const setting = words.find((w) => SETTING_NOUNS.has(w));
  if (setting && words.includes('change')) return { does: 'write', gated: 'system', word: setting };
  if (writeWord) return { does: 'write', word: writeWord };
  const last = words[words.length - 1];
  if (READ_WORDS.has(last) || CLI_READ_WORDS.has(last)) return { does: 'read', word: last };
  return { does: 'unknown' };
}

/** The two words of a name run together (`createcluster` → `create-cluster`), when both are the vocabulary's. */
function runTogether(word: string): string | undefined {
  const things = (rest: string) => RUNNING_NOUNS.has(rest) || ACCESS_NOUNS.has(rest) || SETTING_NOUNS.has(rest);
  const changes = (head: string) => WRITE_WORDS.has(head) || GATED_FAMILY_OF.has(head) || CREATE_WORDS.has(head);
  for (let i = 2; i <= word.length - 2; i++)
    if (changes(word.slice(0, i)) && things(word.slice(i))) return `${word.slice(0, i)}-${word.slice(i)}`;
  // `lastupdate`, `lastlog`: the first or last of what a vocabulary word names, printed (chage's `lastday` sets one)
  const position = /^(first|last)([a-z]{3,})$/.exec(word);
  const named = (rest: string) => THINGS_TOO.has(rest) || READ_WORDS.has(rest) || CLI_READ_WORDS.has(rest);
  if (position && named(position[2])) return `${position[1]}-${position[2]}`;
  // `reflog`, `shortlog`: a log of something, run together; a change word before it changes one (`rotatelog`);
  // a word that only ends so is none (`catalog`, aws's `servicecatalog`, `dialog`)
  const log = /^([a-z]{3,})(?<!a)log$/.exec(word);
  if (log && !changes(log[1])) return `${log[1]}-log`;
  return undefined;
}

/**
 * Gated words whose harm depends on what they act on, weighed by the command's own help: formatting a device, a
 * partition or a file system erases it; formatting XML, JSON, text or output prints it anew. Only a help that names a
 * harmless object and no harmful one lowers the gate; a help that says neither keeps it.
 */
const WEIGHED_BY_HELP: Readonly<Record<string, { harmful: RegExp; harmless: RegExp }>> = {
  format: {
    harmful: /\b(devices?|disks?|partitions?|file ?systems?|volumes?|drives?|block|luks|media|medium|cards?|mkfs)\b/i,
    harmless:
      /\b(xml|json|ya?ml|toml|html|csv|text|output|code|source|documents?|strings?|numbers?|dates?|values?|pretty|indent\w*)\b/i,
  },
};

/**
 * Write words that ask first only when the command's own help names a system's packages or units as what they
 * change: `apt-mark auto` ("Mark the given packages as automatically installed") decides what the next autoremove
 * deletes; marking a task done does not.
 */
const SYSTEM_OBJECTS = /\b(packages?|installed|units?|services?|kernels?|daemons?|process(es)?)\b/i;
const GATED_ON_SYSTEM_OBJECTS: Readonly<Record<string, RegExp>> = { mark: SYSTEM_OBJECTS, unmark: SYSTEM_OBJECTS };

/**
 * A write word with a thing of its own (`add-wants`, `remove-requires`, `add-service`): a compound a system manager
 * names its changes with. It asks first when its help names the system's units, services, daemons, processes or
 * packages as what it changes; a plain `add` (git's, pnpm's) keeps its own word's treatment whatever its help says.
 */
function compoundOnSystem(name: string, action: NameAction, description: string): boolean {
  const words = nameWords(name);
  return words.length > 1 && words[0] === action.word && SYSTEM_OBJECTS.test(description);
}

/** A help that says the command rewrites its input where it is: a write, whatever it formats. */
const IN_PLACE = /\b(in[- ]place|rewrites?|overwrites?|writes? (it|them|the file|back))\b/i;

/**
 * What a command does, by its name (actionOfName) and, for a word whose harm depends on its object (`format`), by
 * its own help: xmlstarlet's `fo` ("Format XML document(s)") reads, cryptsetup's `luksFormat` ("formats a LUKS
 * device") stays a gated delete; `mark` and a compound such as `add-wants` ask first when their help names a system's
 * packages or units. Wrap's risk and the bench both read it,
 * so they cannot disagree.
 */
export function actionOf(name: string, description?: string): NameAction {
  const action = actionOfName(name);
  if (action.does === 'write' && !action.gated && action.word && description)
    if (GATED_ON_SYSTEM_OBJECTS[action.word]?.test(description) || compoundOnSystem(name, action, description))
      return { ...action, gated: 'state' };
  const weigh = action.gated && action.word ? WEIGHED_BY_HELP[action.word] : undefined;
  if (!weigh || !description || weigh.harmful.test(description) || !weigh.harmless.test(description)) return action;
  return { does: IN_PLACE.test(description) ? 'write' : 'read', word: action.word };
}

/**
 * The gated family a command falls in: its name's (actionOf), else, for a name that says no gated word, its
 * description's first word's (`get`: "Install or upgrade…" → system).
 */
export function gatedFamilyOf(name: string, description?: string): GatedFamily | undefined {
  const action = actionOf(name, description);
  if (action.gated || action.does === 'write') return action.gated;
  const lead = leadWord(description);
  return lead ? actionOfName(lead).gated : undefined;
}

/** The word a description opens with, lower case (`(DEPRECATED) Show…` → show). */
export function leadWord(description: string | undefined): string | undefined {
  const m = /^\s*(?:\([^)]*\)\s*)?(?:[-:–]\s*)?(?:[A-Z][A-Z_-]+:\s*)?([A-Za-z]+)/.exec(
    (description ?? '').replace(OWN_NAME_FIRST, ''),
  );
  return m?.[1].toLowerCase();
}

/**
 * Where the vocabulary reads a command as a read, and by what: its name (a listing, a printer, a predicate) unless
 * its description opens with a change (`get`: "Install or upgrade…"); else, for a name that says nothing, a
 * description that opens with a read ("Show output values…"). Null when it does not read. Wrap's risk and the
 * bench's first reads both decide reads here.
 */
export function readingOf(name: string, description?: string): { word: string; by: 'name' | 'lead' } | null {
  if (settingOfThePlainCall(name, description)) return null;
  const action = actionOf(name, description);
  const lead = leadWord(description);
  if (action.does === 'read')
    return lead && WRITE_LEADS.has(lead) && !READ_LEADS.has(lead)
      ? null
      : { word: action.word ?? name.replace(/^-+/, ''), by: 'name' };
  if (action.does === 'unknown' && lead && READ_LEADS.has(lead)) return { word: lead, by: 'lead' };
  return null;
}

/** Reads of the CLI itself, not of the system it works on: never one of the reads a person runs first. */
export const SELF_READS: ReadonlySet<string> = new Set(['help', 'version', 'usage', 'completion', 'man', 'manual']);

/**
 * True when a CLI's own description opens with a read (getent's "Get entries from administrative database."): a value
 * of its operand (`getent passwd`) names what it reads, so it reads, whatever the word means elsewhere.
 */
export function cliReads(cliHelp: string | undefined): boolean {
  return READ_LEADS.has(leadWord(cliHelp) ?? '');
}

/** How a help opens for a switch of the plain call: it turns a behaviour on or off, it is no mode of its own. */
const SETTING_OF_A_CALL = new Set(['enable', 'disable']);

/**
 * A flag that is an option of the CLI's plain call, not a mode (tsc's `--checkJs`, "Enable error reporting in
 * type-checked JavaScript files"): its name's read word (`check`) says nothing of the call, which still compiles.
 */
export function settingOfThePlainCall(name: string, description?: string): boolean {
  const lead = leadWord(description);
  return name.startsWith('-') && !!lead && SETTING_OF_A_CALL.has(lead);
}

/**
 * A read word of the CLI itself that names what the CLI manages (changeset's `version`, its CLI "Organise your
 * package versioning and publishing": it bumps the versions): the CLI's domain verb, not a print of its version.
 */
export function namesItsDomain(name: string, cliHelp?: string): boolean {
  const words = nameWords(name);
  if (words.length !== 1 || !SELF_READS.has(words[0]) || !cliHelp) return false;
  return new RegExp(`\\b${words[0]}ing\\b`, 'i').test(cliHelp);
}

/** True when the vocabulary reads the command as a read of the system (readingOf), not of the CLI itself. */
export function readsTheSystem(name: string, description?: string): boolean {
  return !nameWords(name).some((w) => SELF_READS.has(w)) && readingOf(name, description) !== null;
}

/** True when a command's own help says it deletes or cannot be taken back. */
export function soundsDangerous(text: string | undefined): boolean {
  return !!text && DANGER_PHRASES.test(text);
}

/**
 * The one class of write a wrapped draft leaves without a confirm gate: a plain local edit (DECISIONS "One
 * vocabulary": where the line is). Every other write asks first, a write with no description too: a missed gate
 * lets an agent change a system with no person asked, an extra gate costs one approval. Evidence must be positive on
 * three counts: the command's own word is a local-workspace verb (LOCAL_EDIT_VERBS; for a name that says nothing or
 * a one-letter one, its help's first word), its help names a local thing (LOCAL_OBJECTS; a compress needs none: it
 * acts on the data it is given), and nothing in its name, its groups or its help names anything beyond (NOT_LOCAL).
 * A help that says its output goes to standard output (jq, prettier) is a transform, local too under the same ban.
 */
export const LOCAL_EDIT_VERBS: ReadonlySet<string> = new Set([
  // a working copy and a project: add, commit, start one, make one
  'add',
  'append',
  'insert',
  'commit',
  'stage',
  'ignore',
  'init',
  'initialize',
  'initialise',
  'new',
  'create',
  'make',
  'mkdir',
  'scaffold',
  'generate',
  'gen',
  'vendor',
  'rename',
  'copy',
  'cp',
  // a build and its checks
  'build',
  'compile',
  'fmt',
  'format',
  'lint',
  'test',
  'setup',
  'configure',
  // data compressed, a document transformed
  'compress',
  'decompress',
  'transform',
  'convert',
  'escape',
  'unescape',
  'filter',
]);

/** Local verbs whose object is the data they are given (`zstd --compress`: "Compress."): no object need be named. */
const SELF_LOCAL_VERBS: ReadonlySet<string> = new Set(['compress', 'decompress']);

/**
 * What a local edit's help names: a file (a Dockerfile, a knexfile), a folder, the working copy or its index, a
 * project, a package or its manifest, an archive, a document or text. A repository counts only for the verbs that
 * start or record one locally (`git init`, `commit`): `gh repo create` makes one on a server. A package counts
 * only where it is made, never added (`pnpm add` installs one).
 */
const LOCAL_OBJECTS =
  /\b(\w*files?|filenames?|director(y|ies)|folders?|working (copy|tree)|check-?outs?|index|projects?|manifests?|[\w-]+\.(json|toml|ya?ml|md|xml|lock|txt)|README|modules?|archives?|tarballs?|documents?|xml|json|ya?ml|csv|text|tests?|code|branch(es)?|revisions?)\b/i;
const REPOSITORY = /\brepositor(y|ies)\b/i;
const PACKAGE = /\bpackages?\b/i;
const RECORDS_A_REPOSITORY: ReadonlySet<string> = new Set(['init', 'initialize', 'initialise', 'new', 'commit']);

/**
 * Words that put a command beyond a local edit, in its name, its groups or its help: a remote, a server, a registry
 * or the network; a device, a disk, a volume or a mount; a service, a unit or the system; an install; a key, a
 * password, a vault or a signature; an account or a user; a push, a send, a publish or a deploy; a delete; a
 * database, a table, a bucket, a container or a domain; and what a running system runs (RUNNING_NOUNS) and who may
 * reach it (ACCESS_NOUNS). A CLI whose own description says it works with the cloud, remotes, servers or backends
 * (rclone: "syncs files to and from cloud storage providers") may copy there: CLI_NOT_LOCAL.
 */
const NOT_LOCAL_WORDS: ReadonlySet<string> = new Set([
  'install',
  'installs',
  'installed',
  'uninstall',
  'remote',
  'remotes',
  'cloud',
  'registry',
  'upload',
  'uploads',
  'download',
  'downloads',
  'url',
  'urls',
  'http',
  'https',
  'network',
  // a network interface (wg's `addconf`: "Appends a configuration file to a WireGuard interface")
  'interface',
  'interfaces',
  'device',
  'devices',
  'disk',
  'disks',
  'partition',
  'partitions',
  'volume',
  'volumes',
  'subvolume',
  'filesystem',
  'filesystems',
  'mount',
  'mounted',
  'service',
  'services',
  'unit',
  'units',
  'system',
  'kernel',
  'keyring',
  'vault',
  'encrypt',
  'encrypted',
  'encryption',
  'decrypt',
  'sign',
  'signature',
  'certificate',
  'certificates',
  'credential',
  'credentials',
  'login',
  'push',
  'pushes',
  'send',
  'sends',
  'publish',
  'published',
  'deploy',
  'delete',
  'deletes',
  'remove',
  'removes',
  'erase',
  'wipe',
  'destroy',
  'purge',
  'table',
  'tables',
  'dataset',
  'bucket',
  'buckets',
  'object',
  'objects',
  'container',
  'containers',
  'domain',
  'domains',
  'namespace',
  'mail',
  'message',
  'messages',
]);

/** Words of a CLI's own description that say its copies and archives may go beyond this machine. */
const CLI_NOT_LOCAL = /\b(cloud|remotes?|servers?|backends?|network)\b/i;

/** Phrases beyond a local edit that one word does not say: a file system, and a check-in (svn's, CVS's: to a server). */
const NOT_LOCAL_PHRASES = /\b(file systems?|check(s|ed|ing)?\s+(\S+\s+){0,3}?in(to)?\b)/i;

/** A help that says its result goes to standard output: a transform, not a change. */
const TO_STDOUT = /\b(on|to) (standard output|stdout)\b|\boutput is written to (standard output|stdout)\b/i;

/** A help's own label before what it says (`Purpose: Add…`, `XMLStarlet Toolkit: Edit…`, `add: Put…`). */
const HELP_LABEL = /^\s*[\w. -]{1,30}:\s+(?=\S)/;

/** What makes a write a plain local edit, for the draft's notes: its verb and the local thing its help names. */
export interface LocalEdit {
  verb: string;
  object: string;
}

/**
 * The evidence that a write is a plain local edit (LOCAL_EDIT_VERBS), or undefined: then it asks first. `name` is
 * the command's own word, `groups` the words of the groups above it, `helps` what its listing and its page say.
 */
export function localEditOf(
  name: string,
  groups: readonly string[],
  helps: readonly (string | undefined)[],
  cliHelp?: string,
): LocalEdit | undefined {
  const texts = helps.filter((t): t is string => !!t?.trim()).map((t) => t.replace(HELP_LABEL, ''));
  if (!texts.length || (cliHelp && CLI_NOT_LOCAL.test(cliHelp))) return undefined;
  const named = [...groups, name].flatMap(nameWords);
  const said = texts.flatMap((t) => t.toLowerCase().match(/[a-z0-9]+/g) ?? []);
  const beyond = (w: string) => NOT_LOCAL_WORDS.has(w) || RUNNING_NOUNS.has(w) || ACCESS_NOUNS.has(w);
  if ([...named, ...said].some(beyond) || texts.some((t) => NOT_LOCAL_PHRASES.test(t))) return undefined;
  if (texts.some((t) => TO_STDOUT.test(t))) return { verb: 'print', object: 'standard output' };
  const own = nameWords(name);
  const lead = leadWord(texts[0]);
  const saysNothing = actionOfName(name).does === 'unknown' || name.replace(/^-+/, '').length <= 2;
  const verb = own.find((w) => LOCAL_EDIT_VERBS.has(w)) ?? (saysNothing && lead ? localVerbOf(lead) : undefined);
  if (!verb) return undefined;
  if (SELF_LOCAL_VERBS.has(verb)) return { verb, object: 'the data it is given' };
  for (const text of texts) {
    const object = localObjectIn(verb, firstSentence(text));
    if (object) return { verb, object: object.toLowerCase() };
  }
  return undefined;
}

/**
 * The local thing a help's first sentence names as the verb's object. `create` makes remote and running things as
 * often as files, so its object must follow it closely ("Create a new archive", not "Create a custom toolchain by
 * symlinking to a directory" or "Create a new backup of files").
 */
function localObjectIn(verb: string, sentence: string): string | undefined {
  const text = verb === 'create' ? (/\bcreates?\s+((?:\S+\s+){0,3}\S+)/i.exec(sentence)?.[1] ?? '') : sentence;
  return (
    LOCAL_OBJECTS.exec(text)?.[0] ??
    (RECORDS_A_REPOSITORY.has(verb) ? REPOSITORY.exec(text)?.[0] : undefined) ??
    (verb !== 'add' ? PACKAGE.exec(text)?.[0] : undefined)
  );
}

const firstSentence = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z(])/)[0];

/** A help's first word as a local verb (`Adds…` → add, `Initializes…` → initialize, `Creates…` → create). */
function localVerbOf(lead: string): string | undefined {
  const forms = [lead, lead.replace(/s$/, ''), lead.replace(/es$/, ''), lead.replace(/ies$/, 'y')];
  return forms.find((f) => LOCAL_EDIT_VERBS.has(f));
}
