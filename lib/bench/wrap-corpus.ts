/**
 * The CLIs `npm run wrap:capture` installs and captures and `npm run bench:wrap` drafts: the families the wrap
 * issue names, from Debian's packages and npm, beside the eleven of the issue before. A family is a class of help
 * layout, not a list of CLIs: the bench's figures are read per family and in total, and held-out CLIs of the same
 * families are expected to draft as well. `commands: false` marks a CLI that has no commands of its own (a flag-only
 * filter, a shell, a client): the template rate counts only the others.
 */

import { heldOutFixtures } from '../node/wrap/real-fixtures';

export type Family =
  | 'service manager'
  | 'network'
  | 'crypto'
  | 'archiver'
  | 'backup and sync'
  | 'vcs'
  | 'build'
  | 'container'
  | 'database shell'
  | 'filter'
  | 'http client'
  | 'package manager'
  | 'cloud'
  | 'dev tool'
  | 'system tool'
  | 'broker admin'
  | 'disk tool'
  | 'mail'
  | 'audio'
  | 'printing'
  | 'dns'
  | 'directory'
  | 'virtualization'
  | 'language toolchain'
  | 'firewall'
  | 'scheduler'
  | 'users'
  | 'monitoring'
  | 'docs'
  | 'settings'
  | 'media'
  | 'gis'
  | 'science'
  | 'i18n'
  | 'security'
  | 'storage'
  | 'package builder'
  | 'editor';

export interface CorpusCli {
  cli: string;
  family: Family;
  /** The Debian package that installs it (`apt-get install --no-install-recommends`). */
  apt?: string;
  /** The npm package that installs it (into .bench-cache/wrap-npm), or `local` for one in node_modules/.bin. */
  npm?: string;
  /** False for a CLI with no commands of its own: its honest draft is its common invocations, or none. */
  commands?: false;
  /** One of the eleven CLIs of the previous wrap issue, whose figures must not fall. */
  previous?: true;
}

export const CORPUS: readonly CorpusCli[] = [
  // the previous issue's eleven (installed on the machine the fixtures were first captured on)
  { cli: 'git', family: 'vcs', apt: 'git', previous: true },
  { cli: 'npm', family: 'package manager', previous: true },
  { cli: 'docker', family: 'container', previous: true },
  { cli: 'kubectl', family: 'container', previous: true },
  { cli: 'cargo', family: 'build', previous: true },
  { cli: 'pip', family: 'package manager', previous: true },
  { cli: 'terraform', family: 'cloud', previous: true },
  { cli: 'aws', family: 'cloud', previous: true },
  { cli: 'gcloud', family: 'cloud', previous: true },
  { cli: 'rustup', family: 'package manager', previous: true },
  { cli: 'apt', family: 'package manager', apt: 'apt', previous: true },
  // service managers
  { cli: 'systemctl', family: 'service manager', apt: 'systemd' },
  { cli: 'journalctl', family: 'service manager', apt: 'systemd' },
  { cli: 'loginctl', family: 'service manager', apt: 'systemd' },
  { cli: 'busctl', family: 'service manager', apt: 'systemd' },
  { cli: 'supervisorctl', family: 'service manager', apt: 'supervisor' },
  // network tools
  { cli: 'ip', family: 'network', apt: 'iproute2' },
  { cli: 'ss', family: 'network', apt: 'iproute2', commands: false },
  { cli: 'tc', family: 'network', apt: 'iproute2' },
  { cli: 'nft', family: 'network', apt: 'nftables' },
  { cli: 'nmap', family: 'network', apt: 'nmap', commands: false },
  { cli: 'dig', family: 'network', apt: 'dnsutils', commands: false },
  { cli: 'ethtool', family: 'network', apt: 'ethtool' },
  // crypto tools
  { cli: 'gpg', family: 'crypto', apt: 'gnupg' },
  { cli: 'openssl', family: 'crypto', apt: 'openssl' },
  { cli: 'ssh-keygen', family: 'crypto', apt: 'openssh-client' },
  { cli: 'certtool', family: 'crypto', apt: 'gnutls-bin' },
  { cli: 'age', family: 'crypto', apt: 'age', commands: false },
  { cli: 'cryptsetup', family: 'crypto', apt: 'cryptsetup-bin' },
  // archivers
  { cli: 'tar', family: 'archiver', apt: 'tar' },
  { cli: 'zip', family: 'archiver', apt: 'zip', commands: false },
  { cli: 'unzip', family: 'archiver', apt: 'unzip', commands: false },
  { cli: '7z', family: 'archiver', apt: 'p7zip-full' },
  { cli: 'zstd', family: 'archiver', apt: 'zstd' },
  { cli: 'xz', family: 'archiver', apt: 'xz-utils' },
  { cli: 'cpio', family: 'archiver', apt: 'cpio' },
  // backup and sync tools
  { cli: 'restic', family: 'backup and sync', apt: 'restic' },
  { cli: 'rclone', family: 'backup and sync', apt: 'rclone' },
  { cli: 'borg', family: 'backup and sync', apt: 'borgbackup' },
  { cli: 'duplicity', family: 'backup and sync', apt: 'duplicity' },
  { cli: 'rdiff-backup', family: 'backup and sync', apt: 'rdiff-backup' },
  { cli: 'rsync', family: 'backup and sync', apt: 'rsync', commands: false },
  { cli: 'unison', family: 'backup and sync', apt: 'unison', commands: false },
  // VCS helpers
  { cli: 'git-lfs', family: 'vcs', apt: 'git-lfs' },
  { cli: 'gh', family: 'vcs', apt: 'gh' },
  { cli: 'hg', family: 'vcs', apt: 'mercurial' },
  { cli: 'svn', family: 'vcs', apt: 'subversion' },
  { cli: 'fossil', family: 'vcs', apt: 'fossil' },
  { cli: 'brz', family: 'vcs', apt: 'brz' },
  // build tools
  { cli: 'mvn', family: 'build', apt: 'maven' },
  { cli: 'make', family: 'build', apt: 'make', commands: false },
  { cli: 'cmake', family: 'build', apt: 'cmake' },
  { cli: 'meson', family: 'build', apt: 'meson' },
  // ninja and ant run the project's own targets, as make does: no commands of their own
  { cli: 'ninja', family: 'build', apt: 'ninja-build', commands: false },
  { cli: 'ant', family: 'build', apt: 'ant', commands: false },
  { cli: 'scons', family: 'build', apt: 'scons', commands: false },
  // container tools
  { cli: 'podman', family: 'container', apt: 'podman' },
  { cli: 'buildah', family: 'container', apt: 'buildah' },
  { cli: 'skopeo', family: 'container', apt: 'skopeo' },
  { cli: 'runc', family: 'container', apt: 'runc' },
  // database shells
  { cli: 'psql', family: 'database shell', apt: 'postgresql-client', commands: false },
  { cli: 'sqlite3', family: 'database shell', apt: 'sqlite3', commands: false },
  { cli: 'mariadb', family: 'database shell', apt: 'mariadb-client', commands: false },
  { cli: 'redis-cli', family: 'database shell', apt: 'redis-tools', commands: false },
  // flag-only filters (and two with verbs of their own)
  { cli: 'jq', family: 'filter', apt: 'jq', commands: false },
  { cli: 'yq', family: 'filter', apt: 'yq', commands: false },
  { cli: 'xmlstarlet', family: 'filter', apt: 'xmlstarlet' },
  { cli: 'mlr', family: 'filter', apt: 'miller' },
  { cli: 'sed', family: 'filter', apt: 'sed', commands: false },
  { cli: 'csvcut', family: 'filter', apt: 'csvkit', commands: false },
  // HTTP clients
  { cli: 'curl', family: 'http client', apt: 'curl', commands: false },
  { cli: 'wget', family: 'http client', apt: 'wget', commands: false },
  { cli: 'http', family: 'http client', apt: 'httpie', commands: false },
  { cli: 'aria2c', family: 'http client', apt: 'aria2', commands: false },
  // from npm
  { cli: 'pnpm', family: 'package manager', npm: 'pnpm' },
  { cli: 'yarn', family: 'package manager', npm: 'yarn' },
  { cli: 'tsc', family: 'dev tool', npm: 'local', commands: false },
  { cli: 'eslint', family: 'dev tool', npm: 'local', commands: false },
  { cli: 'prettier', family: 'dev tool', npm: 'local', commands: false },
  { cli: 'vitest', family: 'dev tool', npm: 'local' },
  { cli: 'playwright', family: 'dev tool', npm: 'local' },
];

export const corpusEntry = (cli: string): CorpusCli | undefined => CORPUS.find((c) => c.cli === cli);

/**
 * CLIs installed on the machine of the follow-up (Debian bookworm's packages, Google's SDK, Java, RabbitMQ), none of
 * them in the corpus nor named by either wrap issue: `npm run wrap:capture -- --held-out` captures them into
 * lib/wrap/fixtures/held-out (never installs them) and `npm run bench:wrap` reports them apart. Nothing in wrap was
 * tuned on them: they stand in for the CLIs an author brings.
 */
export const HELD_OUT: readonly CorpusCli[] = [
  { cli: 'hostnamectl', family: 'service manager' },
  { cli: 'timedatectl', family: 'service manager' },
  { cli: 'localectl', family: 'service manager' },
  { cli: 'networkctl', family: 'service manager' },
  { cli: 'udevadm', family: 'service manager' },
  { cli: 'systemd-analyze', family: 'service manager' },
  { cli: 'bridge', family: 'network' },
  { cli: 'devlink', family: 'network' },
  { cli: 'apt-cache', family: 'package manager' },
  { cli: 'apt-mark', family: 'package manager' },
  { cli: 'dpkg-query', family: 'package manager' },
  { cli: 'update-alternatives', family: 'package manager' },
  { cli: 'pkcon', family: 'package manager' },
  { cli: 'keytool', family: 'crypto' },
  { cli: 'gpgsm', family: 'crypto' },
  { cli: 'gpgconf', family: 'crypto' },
  { cli: 'gsettings', family: 'system tool' },
  { cli: 'gio', family: 'system tool' },
  { cli: 'tmux', family: 'system tool' },
  { cli: 'mariadb-admin', family: 'database shell' },
  { cli: 'rabbitmq-plugins', family: 'broker admin' },
  { cli: 'mosquitto_ctrl', family: 'broker admin' },
  { cli: 'kpt', family: 'container' },
  { cli: 'gsutil', family: 'cloud' },
  { cli: 'bq', family: 'cloud' },
  { cli: 'cbt', family: 'cloud' },
];

/**
 * A second held-out set, installed later on a machine with none of the above tuned on it (Debian bookworm's
 * packages and four npm CLIs of the commander, yargs and oclif layouts), in families neither list had: disk and
 * RAID tools, mail, audio, printing, DNS, LDAP, virtualization, language toolchains. `npm run wrap:capture --
 * --held-out-2` captures the installed ones into lib/wrap/fixtures/held-out-2; the bench reports them apart. Their
 * first figures (before any change made after seeing them) are the held-out measure; the layout classes fixed since
 * were fixed by class, each with a synthetic test of its own, never by a CLI's name.
 */
export const HELD_OUT_2: readonly CorpusCli[] = [
  { cli: 'lvm', family: 'disk tool', apt: 'lvm2' },
  { cli: 'lvs', family: 'disk tool', apt: 'lvm2', commands: false },
  { cli: 'mdadm', family: 'disk tool', apt: 'mdadm' },
  { cli: 'btrfs', family: 'disk tool', apt: 'btrfs-progs' },
  { cli: 'parted', family: 'disk tool', apt: 'parted' },
  { cli: 'nvme', family: 'disk tool', apt: 'nvme-cli' },
  { cli: 'smartctl', family: 'disk tool', apt: 'smartmontools' },
  { cli: 'cvs', family: 'vcs', apt: 'cvs' },
  { cli: 'quilt', family: 'vcs', apt: 'quilt' },
  { cli: 'notmuch', family: 'mail', apt: 'notmuch' },
  { cli: 'pactl', family: 'audio', apt: 'pulseaudio-utils' },
  { cli: 'amixer', family: 'audio', apt: 'alsa-utils' },
  { cli: 'mpc', family: 'audio', apt: 'mpc' },
  { cli: 'sox', family: 'audio', apt: 'sox', commands: false },
  { cli: 'lpstat', family: 'printing', apt: 'cups-client', commands: false },
  { cli: 'rndc', family: 'dns', apt: 'bind9-utils' },
  { cli: 'kdig', family: 'dns', apt: 'knot-dnsutils', commands: false },
  { cli: 'ldapsearch', family: 'directory', apt: 'ldap-utils', commands: false },
  { cli: 'qemu-img', family: 'virtualization', apt: 'qemu-utils' },
  { cli: 'virsh', family: 'virtualization', apt: 'libvirt-clients' },
  { cli: 'ctr', family: 'container', apt: 'containerd' },
  { cli: 's3cmd', family: 'cloud', apt: 's3cmd' },
  { cli: 'swift', family: 'cloud', apt: 'python3-swiftclient' },
  { cli: 'luarocks', family: 'language toolchain', apt: 'luarocks' },
  { cli: 'gem', family: 'language toolchain', apt: 'ruby' },
  { cli: 'ansible-galaxy', family: 'dev tool', apt: 'ansible-core' },
  { cli: 'ansible-vault', family: 'crypto', apt: 'ansible-core' },
  { cli: 'etcdctl', family: 'database shell', apt: 'etcd-client' },
  { cli: 'hugo', family: 'build', apt: 'hugo' },
  { cli: 'pass', family: 'crypto', apt: 'pass' },
  { cli: 'pm2', family: 'service manager', npm: 'pm2' },
  { cli: 'knex', family: 'database shell', npm: 'knex' },
  { cli: 'oclif', family: 'dev tool', npm: 'oclif' },
];

/**
 * A third held-out set, installed from Debian bookworm's packages and npm after the second was fixed, in none of the
 * lists above and mostly of families they lack: firewalls, VPN, time and schedulers, user accounts, monitoring and
 * tracing, mail, docs, settings, Python/Ruby/OCaml toolchains, TLS certificates and three npm CLIs (yargs, commander,
 * meow). `npm run wrap:capture -- --held-out-3` captures them into lib/wrap/fixtures/held-out-3 (never installs them;
 * run it as an unprivileged user: most of them are system tools); the first capture's figures are kept in the docs
 * before any fix made after seeing them.
 */
export const HELD_OUT_3: readonly CorpusCli[] = [
  { cli: 'ufw', family: 'firewall', apt: 'ufw' },
  { cli: 'iptables', family: 'firewall', apt: 'iptables' },
  { cli: 'ipset', family: 'firewall', apt: 'ipset' },
  { cli: 'wg', family: 'network', apt: 'wireguard-tools' },
  { cli: 'chronyc', family: 'scheduler', apt: 'chrony' },
  { cli: 'crontab', family: 'scheduler', apt: 'cron' },
  { cli: 'at', family: 'scheduler', apt: 'at' },
  { cli: 'getent', family: 'users', apt: 'libc-bin' },
  { cli: 'chage', family: 'users', apt: 'passwd' },
  { cli: 'passwd', family: 'users', apt: 'passwd' },
  { cli: 'sar', family: 'monitoring', apt: 'sysstat', commands: false },
  { cli: 'trace-cmd', family: 'monitoring', apt: 'trace-cmd' },
  { cli: 'bpftool', family: 'monitoring', apt: 'bpftool' },
  { cli: 'cpupower', family: 'monitoring', apt: 'linux-cpupower' },
  { cli: 'ipmitool', family: 'monitoring', apt: 'ipmitool' },
  { cli: 'rrdtool', family: 'database shell', apt: 'rrdtool' },
  { cli: 'mu', family: 'mail', apt: 'maildir-utils' },
  { cli: 'msmtp', family: 'mail', apt: 'msmtp', commands: false },
  { cli: 'tig', family: 'vcs', apt: 'tig' },
  { cli: 'stg', family: 'vcs', apt: 'stgit' },
  { cli: 'git-crypt', family: 'vcs', apt: 'git-crypt' },
  { cli: 'pre-commit', family: 'dev tool', apt: 'pre-commit' },
  { cli: 'docker-compose', family: 'container', apt: 'docker-compose' },
  { cli: 'mkdocs', family: 'docs', apt: 'mkdocs' },
  { cli: 'asciidoctor', family: 'docs', apt: 'asciidoctor', commands: false },
  { cli: 'poetry', family: 'language toolchain', apt: 'python3-poetry' },
  { cli: 'pipx', family: 'language toolchain', apt: 'pipx' },
  { cli: 'bundle', family: 'language toolchain', apt: 'ruby-bundler' },
  { cli: 'opam', family: 'language toolchain', apt: 'opam' },
  { cli: 'twine', family: 'language toolchain', apt: 'twine' },
  { cli: 'certbot', family: 'crypto', apt: 'certbot' },
  { cli: 'dconf', family: 'settings', apt: 'dconf-cli' },
  { cli: 'aspell', family: 'filter', apt: 'aspell' },
  { cli: 'typeorm', family: 'database shell', npm: 'typeorm' },
  { cli: 'vsce', family: 'dev tool', npm: '@vscode/vsce' },
  { cli: 'changeset', family: 'dev tool', npm: '@changesets/cli' },
];

/**
 * A fourth held-out set: CLIs in none of the lists above, mostly of families none had (media and image tools, GIS,
 * scientific data, i18n, security scanners, network managers, storage, package builders, an editor, Rust and Go
 * tools packaged in Debian, click/argparse CLIs, npm CLIs in cac's, yargs' and commander's layouts).
 */
export const HELD_OUT_4: readonly CorpusCli[] = [
  { cli: 'gm', family: 'media', apt: 'graphicsmagick' },
  { cli: 'vips', family: 'media', apt: 'libvips-tools' },
  { cli: 'mkvextract', family: 'media', apt: 'mkvtoolnix' },
  { cli: 'exiftool', family: 'media', apt: 'libimage-exiftool-perl', commands: false },
  { cli: 'qpdf', family: 'media', apt: 'qpdf', commands: false },
  { cli: 'gdalinfo', family: 'gis', apt: 'gdal-bin', commands: false },
  { cli: 'datamash', family: 'science', apt: 'datamash' },
  { cli: 'cdo', family: 'science', apt: 'cdo' },
  { cli: 'sqlite-utils', family: 'database shell', apt: 'sqlite-utils' },
  { cli: 'pybabel', family: 'i18n', apt: 'python3-babel' },
  { cli: 'msgfmt', family: 'i18n', apt: 'gettext', commands: false },
  { cli: 'lynis', family: 'security', apt: 'lynis' },
  { cli: 'rkhunter', family: 'security', apt: 'rkhunter' },
  { cli: 'aide', family: 'security', apt: 'aide' },
  { cli: 'fail2ban-client', family: 'security', apt: 'fail2ban' },
  { cli: 'nmcli', family: 'network', apt: 'network-manager' },
  { cli: 'netplan', family: 'network', apt: 'netplan.io' },
  { cli: 'udisksctl', family: 'storage', apt: 'udisks2' },
  { cli: 'snapper', family: 'storage', apt: 'snapper' },
  { cli: 'go', family: 'language toolchain', apt: 'golang-go' },
  { cli: 'composer', family: 'language toolchain', apt: 'composer' },
  { cli: 'zoxide', family: 'dev tool', apt: 'zoxide' },
  { cli: 'gopass', family: 'crypto', apt: 'gopass' },
  { cli: 'hyperfine', family: 'dev tool', apt: 'hyperfine', commands: false },
  { cli: 'khal', family: 'scheduler', apt: 'khal' },
  { cli: 'borgmatic', family: 'backup and sync', apt: 'borgmatic' },
  { cli: 'reuse', family: 'dev tool', apt: 'reuse' },
  { cli: 'pbuilder', family: 'package builder', apt: 'pbuilder' },
  { cli: 'reprepro', family: 'package builder', apt: 'reprepro' },
  { cli: 'aptly', family: 'package builder', apt: 'aptly' },
  { cli: 'rpm', family: 'package manager', apt: 'rpm' },
  { cli: 'nvim', family: 'editor', apt: 'neovim', commands: false },
  { cli: 'vite', family: 'build', npm: 'local' },
  { cli: 'sequelize', family: 'database shell', npm: 'sequelize-cli' },
  { cli: 'nest', family: 'dev tool', npm: '@nestjs/cli' },
];

/**
 * A fifth held-out set: CLIs in none of the lists above, from Debian bookworm's packages and npm, in families and
 * help layouts not yet seen: firewalld's flag modes, conntrack and ipvsadm (iptables-like option commands), dpkg's
 * own flag modes, apt-file, git-buildpackage, DNS servers' control tools (unbound-control, knotc, pdnsutil),
 * monitoring (monit, Prometheus' kingpin CLIs promtool and amtool), PipeWire (wpctl, pw-cli), CUPS administration
 * (lpadmin, cupsctl), virt-install, postfix (postfix, postqueue), Ruby (vagrant, puppet, jekyll, rake), Python
 * (alembic, tox, jupyter, khard, todoman), Haskell (hledger), C++ task tools (timew, task), Rust (sq), kubectx and
 * an npm CLI (lerna).
 */
export const HELD_OUT_5: readonly CorpusCli[] = [
  { cli: 'firewall-cmd', family: 'firewall', apt: 'firewalld' },
  { cli: 'conntrack', family: 'firewall', apt: 'conntrack' },
  { cli: 'ipvsadm', family: 'firewall', apt: 'ipvsadm' },
  { cli: 'dpkg', family: 'package manager', apt: 'dpkg' },
  { cli: 'dpkg-deb', family: 'package builder', apt: 'dpkg' },
  { cli: 'apt-file', family: 'package manager', apt: 'apt-file' },
  { cli: 'gbp', family: 'package builder', apt: 'git-buildpackage' },
  { cli: 'unbound-control', family: 'dns', apt: 'unbound' },
  { cli: 'knotc', family: 'dns', apt: 'knot' },
  { cli: 'pdnsutil', family: 'dns', apt: 'pdns-server' },
  { cli: 'monit', family: 'monitoring', apt: 'monit' },
  { cli: 'promtool', family: 'monitoring', apt: 'prometheus' },
  { cli: 'amtool', family: 'monitoring', apt: 'prometheus-alertmanager' },
  { cli: 'wpctl', family: 'audio', apt: 'wireplumber' },
  { cli: 'pw-cli', family: 'audio', apt: 'pipewire-bin' },
  { cli: 'lpadmin', family: 'printing', apt: 'cups-client', commands: false },
  { cli: 'cupsctl', family: 'printing', apt: 'cups-client', commands: false },
  { cli: 'virt-install', family: 'virtualization', apt: 'virtinst', commands: false },
  { cli: 'postfix', family: 'mail', apt: 'postfix' },
  { cli: 'postqueue', family: 'mail', apt: 'postfix' },
  { cli: 'vagrant', family: 'virtualization', apt: 'vagrant' },
  { cli: 'puppet', family: 'dev tool', apt: 'puppet' },
  { cli: 'jekyll', family: 'docs', apt: 'jekyll' },
  { cli: 'rake', family: 'build', apt: 'rake', commands: false },
  { cli: 'alembic', family: 'database shell', apt: 'alembic' },
  { cli: 'tox', family: 'language toolchain', apt: 'tox' },
  { cli: 'jupyter', family: 'science', apt: 'jupyter-core' },
  { cli: 'khard', family: 'mail', apt: 'khard' },
  { cli: 'todoman', family: 'scheduler', apt: 'todoman' },
  { cli: 'hledger', family: 'science', apt: 'hledger' },
  { cli: 'timew', family: 'scheduler', apt: 'timewarrior' },
  { cli: 'task', family: 'scheduler', apt: 'taskwarrior' },
  { cli: 'sq', family: 'crypto', apt: 'sq' },
  { cli: 'kubectx', family: 'container', apt: 'kubectx', commands: false },
  { cli: 'lerna', family: 'dev tool', npm: 'lerna' },
];

/**
 * Every held-out set, in order: `npm run wrap:capture -- --held-out` (the first) or `--held-out-<n>` captures the
 * set into lib/wrap/fixtures/held-out(-<n>), and `npm run bench:wrap` reports each in a table of its own. A sixth
 * set is one more row here and its list above.
 */
export interface HeldOutSet {
  n: number;
  label: string;
  title: string;
  entries: readonly CorpusCli[];
  /** The capture script's flag. */
  flag: string;
  /** Its fixture folder. */
  dir: string;
}

const ORDINALS = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];

export const HELD_OUT_SETS: readonly HeldOutSet[] = [HELD_OUT, HELD_OUT_2, HELD_OUT_3, HELD_OUT_4, HELD_OUT_5].map(
  (entries, i) => {
    const n = i + 1;
    return {
      n,
      label: n === 1 ? 'held out' : `held out ${n}`,
      title:
        n === 1
          ? 'Held out (captured on this machine, in no corpus, never taught)'
          : `Held out, ${ORDINALS[n] ?? `#${n}`} set (see wrap-corpus.ts HELD_OUT_${n})`,
      entries,
      flag: n === 1 ? '--held-out' : `--held-out-${n}`,
      dir: heldOutFixtures(n),
    };
  },
);

export const heldOutEntry = (cli: string): CorpusCli | undefined =>
  HELD_OUT_SETS.flatMap((set) => set.entries.find((c) => c.cli === cli) ?? [])[0];
