/** The trace viewer of our own server, opened on a run's trace. */
export const traceViewerLink = (traceUrl: string) =>
  `/trace-viewer/index.html?trace=${encodeURIComponent(new URL(traceUrl, window.location.origin).href)}`;
