import { type Routes, route } from '../platform/http/operation';
import { deletePeople, deletePerson } from './people-delete';
import { exportPeople } from './people-export';
import { importPeople } from './people-import';
import { getPerson, listPeople } from './people-list';
import { lookupPerson, reactivatePerson } from './people-reactivate';
import { getImportTemplate } from './people-template';
import { createPerson, updatePerson } from './people-write';

/** The people operations of admin.yaml; each concern lives in its own people-*.ts file. */
export function peopleRoutes(routes: Routes): void {
  route(routes, 'listPeople', listPeople);
  route(routes, 'createPerson', createPerson);
  route(routes, 'getPerson', getPerson);
  route(routes, 'updatePerson', updatePerson);
  route(routes, 'deletePerson', deletePerson);
  route(routes, 'deletePeople', deletePeople);
  route(routes, 'lookupPerson', lookupPerson);
  route(routes, 'reactivatePerson', reactivatePerson);
  route(routes, 'getImportTemplate', getImportTemplate);
  route(routes, 'importPeople', importPeople);
  route(routes, 'exportPeople', exportPeople);
}
