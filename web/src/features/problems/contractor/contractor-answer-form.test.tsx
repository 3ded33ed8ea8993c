// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWidget, texts } from '@/test/render';
import { ContractorAnswerForm } from './contractor-answer-form';
import { type ContractorTranslate, ContractorTranslateContext } from './contractor-translate';

/** The page's texts as the light entry looks them up: nested keys and {{values}}. */
function translate(language: string): ContractorTranslate {
  const messages = texts(language, 'problems');
  return (key, values) => {
    const found = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);
    const text = typeof found === 'string' ? found : key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(values?.[name] ?? whole));
  };
}

/** What the browser was asked to send, one entry per request. */
const sent: { url: string; body: FormData }[] = [];
let status = 201;
let reply: unknown = { received: true };

class FakeXhr {
  upload = { onprogress: null as ((event: ProgressEvent) => void) | null };
  status = 0;
  responseText = '';
  timeout = 0;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  private url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  getResponseHeader() {
    return null;
  }
  send(body: FormData) {
    sent.push({ url: this.url, body });
    this.status = status;
    this.responseText = JSON.stringify(reply);
    queueMicrotask(() => this.onload?.());
  }
}

beforeEach(() => {
  sent.length = 0;
  status = 201;
  reply = { received: true };
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:photo', revokeObjectURL: () => {} }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderForm(language = 'en') {
  const onAnswered = vi.fn();
  const view = renderWidget(
    <ContractorTranslateContext.Provider value={{ t: translate(language), lng: 'en' }}>
      <ContractorAnswerForm token="q6Vt3mJr0ZkS1aX9bLpW2d" onAnswered={onAnswered} />
    </ContractorTranslateContext.Provider>,
  );
  return { ...view, onAnswered };
}

const photo = () => new File(['jpeg'], 'tap.jpg', { type: 'image/jpeg' });

describe('ContractorAnswerForm (the contractor page)', () => {
  it('asks to choose an answer before sending anything', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(screen.getByText('Choose Fixed or Cannot fix')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('wants a photo of the fixed problem, then sends the answer with it and the comment', async () => {
    const { user, onAnswered } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'Fixed' }));
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(screen.getByText('Add a photo of the fixed problem')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.upload(screen.getByLabelText('Add photos'), photo());
    expect(screen.getByText('1 of 5')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'New tap fitted');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));

    await vi.waitFor(() => expect(onAnswered).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/public/problems/q6Vt3mJr0ZkS1aX9bLpW2d/answer');
    expect(sent[0]?.body.get('outcome')).toBe('fixed');
    expect(sent[0]?.body.get('comment')).toBe('New tap fitted');
    expect((sent[0]!.body.getAll('photos')[0] as File).name).toBe('tap.jpg');
    expect(onAnswered.mock.calls[0]?.[0]).toMatchObject({ outcome: 'fixed', comment: 'New tap fitted' });
  });

  it('wants the reason when it cannot be fixed, and needs no photo then', async () => {
    const { user, onAnswered } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'Cannot fix' }));
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(screen.getByText('Say why it cannot be fixed')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'Needs a new boiler');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    await vi.waitFor(() => expect(onAnswered).toHaveBeenCalled());
    expect(sent[0]?.body.get('outcome')).toBe('cannot_fix');
  });

  it('keeps what was typed and says what to do when the answer did not go', async () => {
    status = 500;
    reply = { message: 'Down', code: 'internal' };
    const { user, onAnswered } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'Cannot fix' }));
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'Needs a new boiler');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Down');
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('Needs a new boiler');
    expect(onAnswered).not.toHaveBeenCalled();
  });

  it('reads in Kazakh and Russian without a raw key', () => {
    for (const language of ['kk', 'ru']) {
      const { unmount } = renderForm(language);
      expect(document.body.textContent).not.toMatch(/contractorPage\./);
      unmount();
    }
  });
});
