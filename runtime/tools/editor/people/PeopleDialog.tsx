import { useCallback, useEffect, useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Modal } from '../Modal.tsx';
import { peopleApi, type PendingInvitation, type Person } from './people-api.ts';
import type { EditorCall } from '../editor-api.ts';
import { peopleText } from './people-words.ts';
import { type Lang, toLocale } from '../../../../rules/locale.ts';

export interface PeopleDialogProps {
  /** The editor API's call (stable: the editor's API is made once). */
  call: EditorCall;
  lang: Lang;
  onClose(): void;
}

const dateIn = (iso: string, lang: Lang) => new Date(iso).toLocaleDateString(lang === 'en' ? 'en-GB' : 'fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * "Personnes / People" (owners only, decision 0067): the site's editors and owners with their
 * role (changed in place), removal after a confirmation, pending invitations (withdrawn in one
 * click), and the invitation form — the API's answer said in a status line, a refusal at its field.
 */
export function PeopleDialog({ call, lang, onClose }: PeopleDialogProps): ReactNode {
  const api = useMemo(() => peopleApi(call), [call]);
  const [people, setPeople] = useState<Person[] | null>(null);
  const [invitations, setInvitations] = useState<PendingInvitation[]>([]);
  const [said, setSaid] = useState<{ text: string; failed: boolean } | null>(null);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'EDITOR' | 'ADMIN'>('EDITOR');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const id = useId();

  const load = useCallback(async () => {
    const answer = await api.list();
    if (answer.success) {
      setPeople(answer.data.people);
      setInvitations(answer.data.invitations);
    } else setSaid({ text: answer.message, failed: true });
  }, [api]);
  useEffect(() => { void load(); }, [load]);

  const act = async (done: Promise<{ success: boolean; message: string }>) => {
    const answer = await done;
    setSaid({ text: answer.message, failed: !answer.success });
    setConfirming(null);
    await load();
    return answer.success;
  };

  const invite = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await api.invite(email, role, toLocale(lang));
    if (answer.success) {
      setEmail('');
      setEmailError(null);
      setSaid({ text: answer.message, failed: false });
      await load();
    } else if ((answer.data as { field?: string } | null)?.field === 'email') {
      setEmailError(answer.message);
      setSaid(null);
    } else setSaid({ text: answer.message, failed: true });
  };

  return (
    <Modal title={peopleText(lang, 'people')} onClose={onClose} wide>
      <p role={said?.failed ? 'alert' : 'status'} className={said?.failed ? 'people-said is-failed' : 'people-said'}>{said?.text ?? ''}</p>
      <section aria-labelledby={`${id}-people`}>
        <h3 id={`${id}-people`}>{peopleText(lang, 'peopleTitle')}</h3>
        {people === null ? <p role="status">{peopleText(lang, 'loading')}</p> : (
          <table className="people-table">
            <thead><tr><th scope="col">{peopleText(lang, 'email')}</th><th scope="col">{peopleText(lang, 'role')}</th><th scope="col"><span className="visually-hidden">{peopleText(lang, 'remove')}</span></th></tr></thead>
            <tbody>
              {people.map((person) => (
                <tr key={person.id}>
                  <th scope="row">{person.email}</th>
                  <td>
                    {person.role === 'SUPER_ADMIN' ? peopleText(lang, 'SUPER_ADMIN') : (
                      <select aria-label={peopleText(lang, 'roleOf', { email: person.email })} value={person.role}
                        onChange={(event) => void act(api.setRole(person.id, event.target.value === 'ADMIN' ? 'ADMIN' : 'EDITOR'))}>
                        <option value="EDITOR">{peopleText(lang, 'EDITOR')}</option>
                        <option value="ADMIN">{peopleText(lang, 'ADMIN')}</option>
                      </select>
                    )}
                  </td>
                  <td>
                    {person.role === 'SUPER_ADMIN' ? null : confirming === person.id ? (
                      <button type="button" className="button-danger" onClick={() => void act(api.remove(person.id))}>{peopleText(lang, 'confirmRemove', { email: person.email })}</button>
                    ) : (
                      <button type="button" className="button-secondary" aria-label={peopleText(lang, 'removeWho', { email: person.email })} onClick={() => setConfirming(person.id)}>{peopleText(lang, 'remove')}</button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby={`${id}-pending`}>
        <h3 id={`${id}-pending`}>{peopleText(lang, 'pending')}</h3>
        {invitations.length === 0 ? <p>{peopleText(lang, 'noPending')}</p> : (
          <ul className="people-pending">
            {invitations.map((one) => (
              <li key={one.id}>
                <strong>{one.email}</strong> — {peopleText(lang, 'until', { role: peopleText(lang, one.role), date: dateIn(one.expiresAt, lang) })}{' '}
                <button type="button" className="button-secondary" onClick={() => void act(api.withdraw(one.id))}>{peopleText(lang, 'withdraw', { email: one.email })}</button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={`${id}-invite`}>
        <h3 id={`${id}-invite`}>{peopleText(lang, 'invite')}</h3>
        <p className="people-help">{peopleText(lang, 'inviteHelp')}</p>
        <form className="people-invite" onSubmit={(event) => void invite(event)} noValidate>
          <label>
            {peopleText(lang, 'email')}
            <input type="email" name="email" autoComplete="off" required maxLength={320} value={email} onChange={(event) => setEmail(event.target.value)}
              {...(emailError ? { 'aria-invalid': true, 'aria-describedby': `${id}-email-error` } : {})} />
          </label>
          {emailError && <p id={`${id}-email-error`} className="field-error">{emailError}</p>}
          <label>
            {peopleText(lang, 'role')}
            <select name="role" value={role} onChange={(event) => setRole(event.target.value === 'ADMIN' ? 'ADMIN' : 'EDITOR')}>
              <option value="EDITOR">{peopleText(lang, 'EDITOR')}</option>
              <option value="ADMIN">{peopleText(lang, 'ADMIN')}</option>
            </select>
          </label>
          <button type="submit" className="button-primary">{peopleText(lang, 'send')}</button>
        </form>
      </section>
      <div className="dialog-actions">
        <button type="button" className="button-secondary" onClick={onClose}>{peopleText(lang, 'close')}</button>
      </div>
    </Modal>
  );
}
