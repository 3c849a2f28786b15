export async function main(argv: string[]): Promise<number> {
  console.log('packstudio', argv.join(' '));
  return 0;
}
