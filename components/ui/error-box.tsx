/** An error in the flow of a page: announced at once, and it says what went wrong and where. */
export function ErrorBox({ message }: { message: string }) {
  return (
    <p
      role="alert"
      data-testid="error-box"
      className="rounded-md border border-error-line bg-error-soft px-3 py-2 text-sm text-error-fg"
    >
      {message}
    </p>
  );
}
