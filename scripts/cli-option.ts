/** `--name value` on the script's command line: the value, or undefined when the option is not given. */
export const option = (name: string): string | undefined => {
  const at = process.argv.indexOf(`--${name}`);
  return at > -1 ? process.argv[at + 1] : undefined;
};
