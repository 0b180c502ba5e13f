import type { RunDetail } from './runs.ts';
import type { RunStreamEvent } from './runStream.ts';

/** What a live view holds of a run: the run as the stream built it, and the page's latest picture. */
export interface LiveRunView {
  run: RunDetail | null;
  /** The latest screencast frame, as a data: URL; null before the first and once the run ended. */
  frame: string | null;
}

const ended = (status: RunDetail['status']) => status !== 'queued' && status !== 'running';

/**
 * Applies one stream event: `run` replaces everything, `status` and `step` update what they name,
 * the page's console, errors and requests are appended. A status with a new attempt (another worker
 * took the run up) starts the evidence over, as the server did.
 */
export function applyRunEvent(view: LiveRunView, event: RunStreamEvent): LiveRunView {
  if (event.type === 'run') return { run: event.data, frame: ended(event.data.status) ? null : view.frame };
  const run = view.run;
  if (!run) return view;
  switch (event.type) {
    case 'status': {
      const retried = event.data.attempt > run.attempt;
      const restarted = retried ? { console: [], page_errors: [], network: [] } : {};
      return {
        run: { ...run, ...restarted, ...event.data },
        frame: ended(event.data.status) || retried ? null : view.frame,
      };
    }
    case 'step':
      return {
        ...view,
        run: { ...run, steps: run.steps.map((s) => (s.position === event.data.position ? event.data : s)) },
      };
    case 'console':
      return { ...view, run: { ...run, console: [...run.console, event.data] } };
    case 'pageerror':
      return { ...view, run: { ...run, page_errors: [...run.page_errors, event.data] } };
    case 'network':
      return { ...view, run: { ...run, network: [...run.network, event.data] } };
    case 'frame':
      return { ...view, frame: `data:image/jpeg;base64,${event.data.data}` };
  }
}
