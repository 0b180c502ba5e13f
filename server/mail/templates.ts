import type { Message } from './mailer.ts';

const PRODUCT = 'TestPilot';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function layout(paragraphs: string[]): string {
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#1a1b1e">${paragraphs
    .map((p) => `<p>${p}</p>`)
    .join('')}</body></html>`;
}

export function verificationEmail(p: { to: string; fullName: string; link: string; activationKey: string }): Message {
  return {
    to: p.to,
    subject: `Verify your email for ${PRODUCT}`,
    text: [
      `Hi ${p.fullName},`,
      `Welcome to ${PRODUCT}. Open this link to verify your email and activate your account:`,
      p.link,
      `Or enter this key when you sign in:`,
      `Activation key: ${p.activationKey}`,
      `The link and the key work once and expire in 24 hours.`,
    ].join('\n\n'),
    html: layout([
      `Hi ${escapeHtml(p.fullName)},`,
      `Welcome to ${PRODUCT}. Open this link to verify your email and activate your account:`,
      `<a href="${escapeHtml(p.link)}">Verify my email</a>`,
      `Or enter this key when you sign in:`,
      `<strong>Activation key: ${p.activationKey}</strong>`,
      `The link and the key work once and expire in 24 hours.`,
    ]),
    links: [p.link, `Activation key: ${p.activationKey}`],
  };
}

export function passwordResetEmail(p: { to: string; fullName: string; link: string }): Message {
  return {
    to: p.to,
    subject: `Reset your ${PRODUCT} password`,
    text: [
      `Hi ${p.fullName},`,
      `Someone asked to reset the password of your ${PRODUCT} account. Open this link to choose a new one:`,
      p.link,
      `The link works once and expires in 1 hour. If you did not ask for it, ignore this email: your password stays as it is.`,
    ].join('\n\n'),
    html: layout([
      `Hi ${escapeHtml(p.fullName)},`,
      `Someone asked to reset the password of your ${PRODUCT} account. Open this link to choose a new one:`,
      `<a href="${escapeHtml(p.link)}">Choose a new password</a>`,
      `The link works once and expires in 1 hour. If you did not ask for it, ignore this email: your password stays as it is.`,
    ]),
    links: [p.link],
  };
}

export function environmentDeletionEmail(p: {
  to: string;
  fullName: string;
  environment: string;
  project: string;
  code: string;
  validMinutes: number;
}): Message {
  const lines = [
    `Hi ${p.fullName},`,
    `Your code to delete the environment ${p.environment} of ${p.project}: ${p.code}`,
    `It is valid for ${p.validMinutes} minutes and works once. Deleting the environment also deletes its test accounts; past results stay readable.`,
    `If you did not ask for it, ignore this email: nothing is deleted without the code.`,
  ];
  return {
    to: p.to,
    subject: `Your code to delete the environment ${p.environment}`,
    text: lines.join('\n\n'),
    html: layout([
      `Hi ${escapeHtml(p.fullName)},`,
      `Your code to delete the environment <strong>${escapeHtml(p.environment)}</strong> of ${escapeHtml(p.project)}: <strong>${p.code}</strong>`,
      ...lines.slice(2),
    ]),
    links: [`Environment deletion code: ${p.code}`],
  };
}

export function projectDeletionEmail(p: {
  to: string;
  fullName: string;
  project: string;
  code: string;
  validMinutes: number;
}): Message {
  const lines = [
    `Hi ${p.fullName},`,
    `Your code to delete the project ${p.project}: ${p.code}`,
    `It is valid for ${p.validMinutes} minutes and works once. Deleting the project also deletes its environments, test accounts, test cases, runs and schedules; it cannot be undone.`,
    `If you did not ask for it, ignore this email: nothing is deleted without the code.`,
  ];
  return {
    to: p.to,
    subject: `Your code to delete the project ${p.project}`,
    text: lines.join('\n\n'),
    html: layout([
      `Hi ${escapeHtml(p.fullName)},`,
      `Your code to delete the project <strong>${escapeHtml(p.project)}</strong>: <strong>${p.code}</strong>`,
      ...lines.slice(2),
    ]),
    links: [`Project deletion code: ${p.code}`],
  };
}
