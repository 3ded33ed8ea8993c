/**
 * Stands in for antd's `Input.Password` and `Input.OTP` (antd/es/input/Password, antd/es/input/OTP) in
 * builds: sign-in is passwordless and our code entry is our own (shared/ui-kit/code-entry.tsx), yet
 * antd's Input attaches both to every form's Input, with their icons. vite.config.ts
 * (antdWithoutUnusedParts) puts this in place; a page that starts using either meets this error at once
 * and should drop the stub.
 */
export default function UnusedInput(): never {
  throw new Error(
    "antd's Input.Password and Input.OTP are not in this build: remove their stub from antdWithoutUnusedParts() in web/vite.config.ts to use them.",
  );
}
