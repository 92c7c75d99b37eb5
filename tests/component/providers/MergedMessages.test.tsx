import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { MergedMessages } from '@/components/ui/MergedMessages';

function Both() {
  const shell = useTranslations('header');
  const own = useTranslations('line');
  return (
    <p>
      {shell('login')} / {own('lineTitle')}
    </p>
  );
}

describe('MergedMessages', () => {
  it("adds a screen's namespaces to the root provider's rather than replacing them", () => {
    render(
      <NextIntlClientProvider locale="en" timeZone="UTC" messages={{ header: { login: 'Log in' } }}>
        <MergedMessages messages={{ line: { lineTitle: 'Line' } }}>
          <Both />
        </MergedMessages>
      </NextIntlClientProvider>,
    );
    expect(screen.getByText('Log in / Line')).toBeTruthy();
  });
});
