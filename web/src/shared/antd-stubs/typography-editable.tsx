/**
 * Stands in for antd's Typography editor (antd/es/typography/Editable) in builds: the app never sets
 * Typography's `editable`, and the editor brought antd's TextArea, Input and form code into every
 * signed-in page. vite.config.ts (typographyWithoutEditor) puts
 * it in place; a page that starts using `editable` meets this error at once and should drop the stub.
 */
export default function TypographyEditable(): never {
  throw new Error(
    "Typography's `editable` is not in this build: remove antdWithoutUnusedParts() from web/vite.config.ts to use it.",
  );
}
