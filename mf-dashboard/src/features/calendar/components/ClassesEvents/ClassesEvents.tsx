import { useClassesEvents } from '../../hooks/use-classes-events';
import { ClassesEventsView } from '../ClassesEventsView/ClassesEventsView';
import { SubscribeCalendar } from '../SubscribeCalendar/SubscribeCalendar';

/** The Classes & Events panel of the signed-in learner's cohort, with Subscribe to calendar. */
export function ClassesEvents() {
  const panel = useClassesEvents();
  return <ClassesEventsView {...panel} actions={<SubscribeCalendar />} />;
}
