import { parseJobUpdate } from '../../src/realtime/jobEvents';

// Payloads as Bazarr sends them (api-samples/1.5.6/SOCKETIO_flows.json; 1.5.3 sends the bare id).
describe('jobs events', () => {
  it('reads a progress update as complete', () => {
    expect(
      parseJobUpdate(
        {
          job_id: 26,
          status: 'running',
          progress_value: 4,
          progress_max: 21,
          progress_message: 'Andor - S01E05 - The Second Hour',
        },
        'update',
      ),
    ).toEqual({
      id: 26,
      removed: false,
      status: 'running',
      progress: { value: 4, max: 21, message: 'Andor - S01E05 - The Second Hour' },
      incomplete: false,
    });
  });

  it('asks for the whole job when progress_value is null, the status is missing or only the id comes', () => {
    expect(
      parseJobUpdate({ job_id: 27, status: 'failed', progress_value: null }, 'update'),
    ).toMatchObject({ id: 27, status: 'failed', incomplete: true });
    expect(parseJobUpdate({ job_id: 85 }, 'update')).toMatchObject({ incomplete: true });
    expect(parseJobUpdate(12, 'update')).toEqual({ id: 12, removed: false, incomplete: true });
  });

  it('keeps a started job without progress as it is', () => {
    expect(parseJobUpdate({ job_id: 28, status: 'running' }, 'update')).toEqual({
      id: 28,
      removed: false,
      status: 'running',
      incomplete: false,
    });
  });

  it('reads a delete as the job leaving, and drops what it cannot read', () => {
    expect(parseJobUpdate({ job_id: 30 }, 'delete')).toMatchObject({ id: 30, removed: true });
    expect(parseJobUpdate({ id: 30 }, 'update')).toBeNull();
    expect(parseJobUpdate('30', 'update')).toBeNull();
    expect(parseJobUpdate({ job_id: 3, status: 'exploded' }, 'update')).toMatchObject({
      incomplete: true,
    });
  });
});
