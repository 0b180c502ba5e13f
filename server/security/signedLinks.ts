import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Links to a run's screenshots and trace that work without a bearer header (an <img> or the trace
 * viewer cannot send one): whoever may read the run is handed a link signed for an hour.
 */
export const LINK_LIFETIME_SECONDS = 60 * 60;

function signatureOf(key: Buffer, runId: number, artifactId: number, expires: number): string {
  return createHmac('sha256', key).update(`artifact:${runId}:${artifactId}:${expires}`).digest('base64url');
}

export function signedArtifactPath(key: Buffer, runId: number, artifactId: number, now: Date): string {
  // Rounded to the quarter hour, so one page's polling asks the browser for the same image URL again.
  const quarter = 15 * 60;
  const expires = Math.ceil(now.getTime() / 1000 / quarter) * quarter + LINK_LIFETIME_SECONDS;
  return `/api/v1/runs/${runId}/artifacts/${artifactId}?expires=${expires}&signature=${signatureOf(key, runId, artifactId, expires)}`;
}

export function checkArtifactSignature(
  key: Buffer,
  link: { runId: number; artifactId: number; expires: number; signature: string },
  now: Date,
): 'ok' | 'expired' | 'invalid' {
  const expected = Buffer.from(signatureOf(key, link.runId, link.artifactId, link.expires));
  const given = Buffer.from(link.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return link.expires * 1000 < now.getTime() ? 'expired' : 'ok';
}
