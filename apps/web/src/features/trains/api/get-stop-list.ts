import { ApiPath, type TrainStopListResult } from '@lvxing/shared';
import { post, type RequestOptions } from '@/lib/api-client';

/** POST /api/train/stop/list: every stop of a train on the run boarded on `date`. Silent. */
export function getStopList(
  trainCode: string,
  date: string,
  options: RequestOptions = {},
): Promise<TrainStopListResult> {
  return post<TrainStopListResult>(
    ApiPath.trainStopList,
    { trainCode, date },
    { silent: true, ...options },
  );
}
