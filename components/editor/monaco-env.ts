// Monaco's workers, bundled from the installed package (never a CDN). Once getWorker is set it must answer
// every label: the JSON language worker, and the editor worker for everything else (diff, links, word completion).
self.MonacoEnvironment = {
  getWorker(_workerId: string, label: string) {
    if (label === 'json')
      return new Worker(new URL('monaco-editor/language/json/json.worker.js', import.meta.url), {
        type: 'module',
        name: label,
      });
    return new Worker(new URL('monaco-editor/editor/editor.worker.js', import.meta.url), {
      type: 'module',
      name: label,
    });
  },
};
export {};
