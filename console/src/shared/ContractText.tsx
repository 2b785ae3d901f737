/**
 * A description from the contract as a reader sees it: its `backticked` names as code, not as backticks.
 * Only inline code: the contract's descriptions use no other markdown.
 */
export function ContractText(props: { text: string }) {
  // Odd pieces of a split on backticks are the code spans (an unpaired backtick stays as text).
  const pieces = props.text.split('`');
  if (pieces.length % 2 === 0) return <>{props.text}</>;
  return (
    <>
      {pieces.map((piece, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces are fixed for this text, in order
        index % 2 === 1 ? <code key={index}>{piece}</code> : piece,
      )}
    </>
  );
}
