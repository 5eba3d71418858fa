export const OTP_LENGTH = 6;
export const OTP_MESSAGES = {
  invalid: 'Please enter valid OTP',
  resent: 'OTP resent successfully.',
  tryAnotherTime: 'Try Another Time',
} as const;

const OTP_SHAPE = /^[0-9]{6}$/;

export function isOtpShape(value: string): boolean {
  return OTP_SHAPE.test(value);
}
