/** Something a format attaches to the editor for one pack, undone by `dispose` when the pack's editor closes. */
export interface Attached {
  dispose(): void;
}

/** A format's addition to the editor, loaded on the editor's first mount (it may import Monaco). */
export type EditorExtension = () => Promise<(packId: string) => Attached>;

/**
 * Attaches each extension to the pack's editor as it loads; what loads after `dispose` is detached at once, so a
 * pack closed before its extensions arrive leaves nothing behind.
 */
export function attachExtensions(extensions: readonly EditorExtension[], packId: string): Attached {
  const attached: Attached[] = [];
  let disposed = false;
  for (const load of extensions)
    void load().then(
      (attach) => {
        const one = attach(packId);
        if (disposed) one.dispose();
        else attached.push(one);
      },
      (error: unknown) => console.warn('An editor extension did not load:', error),
    );
  return {
    dispose() {
      disposed = true;
      attached.splice(0).forEach((a) => a.dispose());
    },
  };
}
