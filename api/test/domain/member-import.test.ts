import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ROLE } from '@cedar/shared/domain';
import {
  decodeCsv,
  IMPORT_MESSAGES,
  ImportFileRefused,
  MEMBER_IMPORT_MAX_BYTES,
  parseMemberCsv,
} from '../../src/domain/member-import.ts';
import { recordStartLines } from '../../src/domain/csv-file.ts';

const HEADER = 'email,first_name,last_name,user_lms_id,role,active,is_visible';
const refused = (text: string, message: string) =>
  assert.throws(
    () => parseMemberCsv(text),
    (error: Error) => error instanceof ImportFileRefused && error.message === message,
  );

describe('reading a member import file', () => {
  it('reads the export format, trimming fields and lower-casing e-mails', () => {
    const lines = parseMemberCsv(
      `${HEADER}\r\n First.Last@School.Academy ,Ana,"Lopez, Jr.",L-1,Learner,true,true\r\nsme@cedar.test,Sam,Expert,,SME,yes,no\r\n`,
    );
    assert.deepEqual(lines, [
      {
        line: 2,
        email: 'first.last@school.academy',
        errors: [],
        member: {
          email: 'first.last@school.academy',
          first_name: 'Ana',
          last_name: 'Lopez, Jr.',
          user_lms_id: 'L-1',
          user_role_id: ROLE.learner,
          active: true,
          is_visible: true,
        },
      },
      {
        line: 3,
        email: 'sme@cedar.test',
        errors: [],
        member: {
          email: 'sme@cedar.test',
          first_name: 'Sam',
          last_name: 'Expert',
          user_lms_id: null,
          user_role_id: ROLE.subjectMatterExpert,
          active: true,
          is_visible: false,
        },
      },
    ]);
  });

  it('takes the columns in any order and numbers lines across blank lines and quoted breaks', () => {
    const text = `role,email,first_name,last_name,user_lms_id,active,is_visible\n\nCoach,c@cedar.test,"Multi\nLine",C,,true,true\n\nLearner,bad-address,L,L,L-9,true,true\n`;
    const lines = parseMemberCsv(text);
    assert.equal(lines[0]!.line, 3);
    assert.equal(lines[0]!.member?.user_role_id, ROLE.coach);
    assert.equal(lines[1]!.line, 6);
    assert.equal(lines[1]!.member, null);
    assert.deepEqual(lines[1]!.errors, ['Please enter a valid email address']);
    assert.deepEqual(recordStartLines('a\n"b\nc"\nd'), [1, 2, 4]);
  });

  it('an inactive member is never visible; an unknown role or flag is the line’s error', () => {
    const [inactive, unknown] = parseMemberCsv(
      `${HEADER}\na@cedar.test,A,A,,Coach,false,true\nb@cedar.test,B,B,L-2,Teacher,maybe,true\n`,
    );
    assert.equal(inactive!.member?.is_visible, false);
    assert.deepEqual(unknown!.errors, [IMPORT_MESSAGES.flag('active', 'maybe'), IMPORT_MESSAGES.role('Teacher')]);
  });

  it('asks learners for an LMS id', () => {
    const [line] = parseMemberCsv(`${HEADER}\nl@cedar.test,L,L,,Learner,true,true\n`);
    assert.deepEqual(line!.errors, ['LMS ID is required for learners']);
  });

  it('refuses the whole file for a wrong header, no rows, a ragged line or a member twice', () => {
    refused('email,name\na@cedar.test,A\n', IMPORT_MESSAGES.header);
    refused(`${HEADER},extra\n`, IMPORT_MESSAGES.header);
    refused(`${HEADER}\n\n`, IMPORT_MESSAGES.empty);
    refused('', IMPORT_MESSAGES.empty);
    refused(`${HEADER}\na@cedar.test,A,A\n`, IMPORT_MESSAGES.fieldCount(2, 3));
    refused(
      `${HEADER}\na@cedar.test,A,A,,Coach,true,true\nb@cedar.test,B,B,,Coach,true,true\nA@Cedar.test,A,A,,Coach,true,true\n`,
      IMPORT_MESSAGES.duplicate(2, 4, 'a@cedar.test'),
    );
    refused(`${HEADER}\n${'a@cedar.test,A,A,,Coach,true,true\n'.repeat(501)}`, IMPORT_MESSAGES.tooManyRows);
  });

  it('refuses binary files and files over 1 MB before reading them', () => {
    assert.throws(() => decodeCsv(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01])), {
      message: IMPORT_MESSAGES.notCsv,
    });
    assert.throws(() => decodeCsv(Buffer.from([0xc3, 0x28, 0x41])), { message: IMPORT_MESSAGES.notCsv });
    assert.throws(() => decodeCsv(Buffer.alloc(MEMBER_IMPORT_MAX_BYTES + 1, 0x41)), {
      message: IMPORT_MESSAGES.tooLarge,
    });
    assert.equal(decodeCsv(Buffer.from(`\uFEFF${HEADER}`)), HEADER);
  });
});
