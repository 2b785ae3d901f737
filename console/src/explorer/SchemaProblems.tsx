/** Why the input was not sent: each place where it does not match the contract. */
import type { SchemaProblem } from './schema-check';

export function SchemaProblems({ problems }: { problems: readonly SchemaProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <div role="alert" className="problems" data-testid="schema-problems">
      <p>Not sent: the input does not match the contract.</p>
      <ul>
        {problems.map((problem) => (
          <li key={`${problem.at}:${problem.message}`}>
            <code>{problem.at}</code> {problem.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
