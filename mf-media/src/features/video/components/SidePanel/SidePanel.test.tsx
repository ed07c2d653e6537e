import { useState } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@cedar/shared/testing';
import type { ChatRow } from '@cedar/shared/domain';
import { messages } from '../../../../messages';
import { storyTranscript } from '../../story-data';
import { scrollToShow } from './follow-row';
import { SidePanel, type SidePanelProps } from './SidePanel';

const t = messages.videoPage;
jest.setTimeout(20_000);

const chat: ChatRow[] = Array.from({ length: 30 }, (_, i) => ({ time: i * 10, name: `P${i}`, text: `Message ${i}` }));
const ROW_HEIGHT = 20;
const LIST_HEIGHT = 100;

// jsdom lays nothing out: rows are 20 px tall, in a list 100 px tall that scrolls.
function layOut() {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const list = this.closest('ul');
    const scrolled = list?.scrollTop ?? 0;
    const row = this.closest('li')?.dataset.row;
    const top = row === undefined ? 0 : Number(row) * ROW_HEIGHT - scrolled;
    const height = row === undefined ? LIST_HEIGHT : ROW_HEIGHT;
    return { top, bottom: top + height, left: 0, right: 300, width: 300, height, x: 0, y: top } as DOMRect;
  });
  const scrollTo = jest.fn(function (this: HTMLElement, options: ScrollToOptions) {
    this.scrollTop = options.top ?? 0;
  });
  HTMLElement.prototype.scrollTo = scrollTo as unknown as typeof HTMLElement.prototype.scrollTo;
  return scrollTo;
}

// The page moves the playhead; the test moves it here without remounting the panel.
let setPlayhead: (seconds: number) => void = () => {};
function Playing(props: SidePanelProps) {
  const [currentTime, setCurrentTime] = useState(props.currentTime);
  setPlayhead = setCurrentTime;
  return <SidePanel {...props} currentTime={currentTime} />;
}

async function showChat(props: Partial<SidePanelProps> = {}) {
  const base: SidePanelProps = {
    transcript: storyTranscript,
    chat,
    currentTime: 0,
    matches: [],
    currentMatch: null,
    onSeek: () => {},
  };
  renderWithPortal(<Playing {...base} {...props} />);
  await userEvent.click(screen.getByRole('combobox', { name: t.panelTab }));
  await userEvent.click(screen.getByRole('option', { name: t.chatHistory }));
  const list = screen.getByRole('list', { name: t.chatHistory });
  const rerender = (currentTime: number) => act(() => setPlayhead(currentTime));
  return { list, rerender };
}

const currentText = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .find((b) => b.getAttribute('aria-current') === 'true')?.textContent;

describe('SidePanel chat replay', () => {
  afterEach(() => jest.restoreAllMocks());

  it('highlights the message of the moment and keeps it in view as the video plays', async () => {
    const scrollTo = layOut();
    const { list, rerender } = await showChat();
    expect(currentText(list)).toContain('Message 0');
    rerender(125);
    expect(currentText(list)).toContain('Message 12');
    // Row 12 (240-260 px) shows at the bottom of the 100 px list.
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 160, behavior: 'smooth' });
    rerender(128);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    rerender(40);
    expect(currentText(list)).toContain('Message 4');
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 80, behavior: 'smooth' });
  });

  it('stops following once the learner scrolls, and follows again on Resume Transcript Auto-Scroll', async () => {
    const scrollTo = layOut();
    const { list, rerender } = await showChat();
    fireEvent.wheel(list);
    rerender(200);
    expect(currentText(list)).toContain('Message 20');
    expect(scrollTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: t.resumeAutoScroll }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 320, behavior: 'smooth' });
  });

  it('stops following on the scroll bar and on scrolling keys', async () => {
    layOut();
    const { list } = await showChat();
    fireEvent.pointerDown(list);
    expect(screen.getByRole('button', { name: t.resumeAutoScroll })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.resumeAutoScroll }));
    fireEvent.keyDown(within(list).getAllByRole('button')[0]!, { key: 'PageDown' });
    expect(screen.getByRole('button', { name: t.resumeAutoScroll })).toBeInTheDocument();
  });

  it('seeks to a message when chosen', async () => {
    layOut();
    const onSeek = jest.fn();
    const { list } = await showChat({ onSeek });
    await userEvent.click(within(list).getByText('Message 3'));
    expect(onSeek).toHaveBeenCalledWith(30);
  });
});

describe('scrollToShow', () => {
  it('scrolls only as far as needed to show the whole row', () => {
    expect(scrollToShow({ top: 0, bottom: 100 }, { top: 20, bottom: 40 })).toBe(0);
    expect(scrollToShow({ top: 0, bottom: 100 }, { top: 90, bottom: 110 })).toBe(10);
    expect(scrollToShow({ top: 0, bottom: 100 }, { top: -30, bottom: -10 })).toBe(-30);
    // A row taller than the list shows from its top.
    expect(scrollToShow({ top: 0, bottom: 100 }, { top: 50, bottom: 250 })).toBe(50);
  });
});
