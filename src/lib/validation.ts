/** Field checks shared by the public forms (the server checks the same again). */
export function requiredField(label: string) {
  return (value: string) => (value.trim() === '' ? `${label} is required` : null);
}

export function emailField(value: string): string | null {
  if (value.trim() === '') return 'Email is required';
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? null : 'Enter a valid email address';
}
