import { readEnvironment } from '../env';
import { startEarlyRequests } from './startEarlyRequests';
import { warmUpIntl } from './warmUpIntl';

startEarlyRequests(window.location, readEnvironment());
warmUpIntl();
