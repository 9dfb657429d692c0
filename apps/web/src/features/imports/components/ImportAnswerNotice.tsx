import type { ImportAnswer } from '@notary/contracts';
import { answerSummary } from '../importRules';

/** What became of an uploaded file's rows: added, imported before, and each row not taken with why. */
export function ImportAnswerNotice({ answer }: { answer: ImportAnswer }) {
  return (
    <div className={`notice ${answer.BadRows.length ? 'notice--warning' : 'notice--info'}`}>
      <strong className="notice__title">Uploaded “{answer.FileName}”</strong>
      <p>{answerSummary(answer)}</p>
      {answer.BadRows.length > 0 && (
        <>
          <p className="import-answer__lead">
            These rows were not imported; correct them in the file and import it again (rows already imported are not added twice):
          </p>
          <ul className="import-answer__rows">
            {answer.BadRows.map((row) => (
              <li key={row.Row}>
                <strong>Row {row.Row}:</strong> {row.Message}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
