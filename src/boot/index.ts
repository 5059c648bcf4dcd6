import { readEnvironment } from '../env';
import { startEarlyRequests } from './startEarlyRequests';

startEarlyRequests(window.location, readEnvironment());
