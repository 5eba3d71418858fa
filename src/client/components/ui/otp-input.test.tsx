import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OtpInput, type OtpInputProps } from './otp-input.tsx';

type HarnessProps = Partial<Omit<OtpInputProps, 'value' | 'onChange'>> & {
  initial?: string;
  onChange?: (v: string) => void;
};

function Harness({ initial = '', onChange, ...rest }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <OtpInput
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange?.(v);
        }}
        {...rest}
      />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('')}>
        reset
      </button>
    </>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const boxValues = () => screen.getAllByRole('textbox').map((el) => (el as HTMLInputElement).value);

describe('OtpInput', () => {
  it('renders six labelled numeric boxes in a group named by the label', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Enter OTP' });
    expect(group).toBeInTheDocument();
    const boxes = screen.getAllByRole('textbox');
    expect(boxes).toHaveLength(6);
    boxes.forEach((el, i) => {
      expect(el).toHaveAttribute('inputmode', 'numeric');
      expect(el).toHaveAccessibleName(`Digit ${i + 1} of 6`);
    });
    expect(boxes[0]).toHaveAttribute('autocomplete', 'one-time-code');
    expect(boxes[1]).not.toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('moves focus forward after each digit and reports the digits', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(v: string) => void>();
    render(<Harness onChange={onChange} />);
    await user.click(box(1));
    await user.keyboard('1');
    expect(box(2)).toHaveFocus();
    await user.keyboard('2');
    expect(box(3)).toHaveFocus();
    expect(boxValues()).toEqual(['1', '2', '', '', '', '']);
    expect(onChange).toHaveBeenLastCalledWith('12');
  });

  it('ignores non-digits and keeps focus on the box', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(v: string) => void>();
    render(<Harness onChange={onChange} />);
    await user.click(box(1));
    await user.keyboard('a- ');
    expect(box(1)).toHaveFocus();
    expect(boxValues()).toEqual(['', '', '', '', '', '']);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('calls onComplete once, only when the sixth digit is typed', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn<(v: string) => void>();
    render(<Harness onComplete={onComplete} />);
    await user.click(box(1));
    await user.keyboard('12345');
    expect(onComplete).not.toHaveBeenCalled();
    await user.keyboard('6');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
    expect(box(6)).toHaveFocus();
  });

  it('replaces a filled box with the newly typed digit', async () => {
    const user = userEvent.setup();
    render(<Harness initial="123" />);
    await user.click(box(2));
    await user.keyboard('9');
    expect(boxValues()).toEqual(['1', '9', '3', '', '', '']);
    expect(box(3)).toHaveFocus();
  });

  it('Backspace on a filled box clears it and keeps focus', async () => {
    const user = userEvent.setup();
    render(<Harness initial="123" />);
    await user.click(box(3));
    await user.keyboard('{Backspace}');
    expect(boxValues()).toEqual(['1', '2', '', '', '', '']);
    expect(box(3)).toHaveFocus();
    expect(screen.getByTestId('value')).toHaveTextContent(/^12$/);
  });

  it('Backspace on an empty box moves to the previous box and clears it', async () => {
    const user = userEvent.setup();
    render(<Harness initial="123" />);
    await user.click(box(4));
    await user.keyboard('{Backspace}');
    expect(box(3)).toHaveFocus();
    expect(boxValues()).toEqual(['1', '2', '', '', '', '']);
    // Box 3 is now empty, so the next Backspace walks back again.
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(boxValues()).toEqual(['1', '', '', '', '', '']);
  });

  it('Backspace on an empty second box clears the first', async () => {
    const user = userEvent.setup();
    render(<Harness initial="7" />);
    await user.click(box(2));
    await user.keyboard('{Backspace}');
    expect(box(1)).toHaveFocus();
    expect(boxValues()).toEqual(['', '', '', '', '', '']);
  });

  it('keeps the other boxes in place when a middle box is cleared, and completes on refill', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn<(v: string) => void>();
    render(<Harness initial="123456" onComplete={onComplete} />);
    await user.click(box(3));
    await user.keyboard('{Backspace}');
    expect(boxValues()).toEqual(['1', '2', '', '4', '5', '6']);
    expect(onComplete).not.toHaveBeenCalled();
    await user.keyboard('0');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('120456');
  });

  it('ArrowLeft and ArrowRight move focus between boxes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(3));
    await user.keyboard('{ArrowLeft}');
    expect(box(2)).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(box(4)).toHaveFocus();
    await user.click(box(1));
    await user.keyboard('{ArrowLeft}');
    expect(box(1)).toHaveFocus();
  });

  it.each(['123456', '123 456', ' 123456 '])('pasting %j into any box fills all six and completes once', async (text) => {
    const user = userEvent.setup();
    const onComplete = vi.fn<(v: string) => void>();
    render(<Harness onComplete={onComplete} />);
    await user.click(box(4));
    await user.paste(text);
    expect(boxValues()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(screen.getByTestId('value')).toHaveTextContent(/^123456$/);
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
    expect(box(6)).toHaveFocus();
  });

  it('pasting fewer digits fills from the focused box without completing', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn<(v: string) => void>();
    render(<Harness onComplete={onComplete} />);
    await user.click(box(2));
    await user.paste('98');
    expect(boxValues()).toEqual(['', '9', '8', '', '', '']);
    expect(box(4)).toHaveFocus();
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('accepts a whole code typed into the first box at once (phone autofill)', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn<(v: string) => void>();
    render(<Harness onComplete={onComplete} />);
    const first = box(1) as HTMLInputElement;
    await user.click(first);
    // Autofill sets the value in one input event rather than six key presses.
    fireEvent.change(first, { target: { value: '654321' } });
    expect(boxValues()).toEqual(['6', '5', '4', '3', '2', '1']);
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('654321');
  });

  it('follows the parent when it resets the value', async () => {
    const user = userEvent.setup();
    render(<Harness initial="123456" />);
    await user.click(screen.getByRole('button', { name: 'reset' }));
    expect(boxValues()).toEqual(['', '', '', '', '', '']);
  });

  it('links the error text to the group and boxes', () => {
    render(<Harness error="Please enter valid OTP" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please enter valid OTP');
    expect(screen.getByRole('group', { name: 'Enter OTP' })).toHaveAccessibleDescription('Please enter valid OTP');
    expect(box(1)).toHaveAccessibleDescription('Please enter valid OTP');
    expect(box(1)).toHaveAttribute('aria-invalid', 'true');
  });

  it('autofocuses the first box and disables every box', () => {
    // oxlint-disable-next-line jsx-a11y/no-autofocus -- OtpInput's own prop (an effect), asked for by the OTP steps
    const { unmount } = render(<Harness autoFocus />);
    expect(box(1)).toHaveFocus();
    unmount();
    render(<Harness disabled />);
    screen.getAllByRole('textbox').forEach((el) => expect(el).toBeDisabled());
  });
});

describe('OtpInput: typing a code again after a wrong one', () => {
  it('typing from the first box of a whole code clears the others and submits only the new code', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn<(v: string) => void>();
    render(<Harness onComplete={onComplete} />);
    await user.click(box(1));
    await user.keyboard('111111');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenLastCalledWith('111111');
    // the code was refused; the investor starts again from the first box
    await user.click(box(1));
    await user.keyboard('4');
    expect(boxValues()).toEqual(['4', '', '', '', '', '']);
    expect(box(2)).toHaveFocus();
    expect(onComplete).toHaveBeenCalledTimes(1);
    await user.keyboard('11223');
    expect(onComplete).toHaveBeenCalledTimes(2);
    expect(onComplete).toHaveBeenLastCalledWith('411223');
  });

  it('changing one digit of a whole code never submits the mix by itself', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn<(v: string) => void>();
    render(<Harness onComplete={onComplete} />);
    await user.click(box(1));
    await user.keyboard('111111');
    await user.click(box(3));
    await user.keyboard('7');
    expect(screen.getByTestId('value')).toHaveTextContent('117111');
    // the investor taps SUBMIT when they mean it; nothing was sent on their behalf
    expect(onComplete).toHaveBeenCalledTimes(1);
  });
});
