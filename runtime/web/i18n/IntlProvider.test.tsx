import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { IntlProvider } from './IntlProvider.tsx';
import { useIntl } from './use-intl.ts';

afterEach(cleanup);

function Greeting() {
  const intl = useIntl();
  return (
    <p>
      {intl.formatMessage({ id: 'published' }, { date: <time dateTime="2026-03-14">14/03</time> })} ({intl.locale})
    </p>
  );
}

describe('IntlProvider and useIntl', () => {
  it('give the tree its locale and messages, rich values rendered as elements', () => {
    render(
      <IntlProvider locale="en" messages={{ published: 'Published on {date}' }}>
        <Greeting />
      </IntlProvider>,
    );
    expect(screen.getByText(/Published on/).textContent).toBe('Published on 14/03 (en)');
    expect(screen.getByText('14/03').tagName).toBe('TIME');
  });

  it('useIntl outside a provider says so', () => {
    expect(() => render(<Greeting />)).toThrow(/outside an <IntlProvider>/);
  });
});
