import type { FormProblem } from './formProblem';

export type { FormProblem };

/**
 * Where a form says why it could not be sent. The live region is always in the page (empty
 * when all is well), so screen readers announce a message the moment it appears.
 */
export function FormAlert({ problem }: { problem: FormProblem | null }) {
  return (
    <div role="alert" className="form-alert">
      {problem && (
        <>
          {problem.title && <strong className="form-alert__title">{problem.title}</strong>}
          <span className="form-alert__message">{problem.message}</span>
        </>
      )}
    </div>
  );
}
