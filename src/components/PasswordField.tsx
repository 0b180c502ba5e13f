import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { PasswordStrength } from './PasswordStrength.tsx';

type PasswordFieldProps = Omit<PasswordInputProps, 'description' | 'value'> & { value?: string };

/**
 * A password input with the live strength indicator of spec §5 as its description, so screen
 * readers announce it with the field (Mantine links the description with aria-describedby).
 */
export function PasswordField({ value, ...props }: PasswordFieldProps) {
  return (
    <PasswordInput
      {...props}
      value={value ?? ''}
      description={value ? <PasswordStrength password={value} /> : undefined}
      descriptionProps={{ component: 'div' }}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}
