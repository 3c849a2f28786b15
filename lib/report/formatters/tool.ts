import pkg from '../../../package.json' with { type: 'json' };

/** Who made a report, for formats that name the tool (SARIF's tool.driver, JUnit's suites, the HTML footer). */
export const TOOL = {
  name: 'packstudio',
  fullName: 'Pack Studio',
  version: pkg.version,
} as const;
