import type { Routes } from '../http/operation';
import { deletePeople, deletePerson } from './people-delete';
import { exportPeople } from './people-export';
import { importPeople } from './people-import';
import { getPerson, listPeople } from './people-list';
import { lookupPerson, reactivatePerson } from './people-reactivate';
import { getImportTemplate } from './people-template';
import { createPerson, updatePerson } from './people-write';

/** The people operations of admin.yaml; each concern lives in its own people-*.ts file. */
export function peopleRoutes(routes: Routes): void {
  routes.set('listPeople', listPeople);
  routes.set('createPerson', createPerson);
  routes.set('getPerson', getPerson);
  routes.set('updatePerson', updatePerson);
  routes.set('deletePerson', deletePerson);
  routes.set('deletePeople', deletePeople);
  routes.set('lookupPerson', lookupPerson);
  routes.set('reactivatePerson', reactivatePerson);
  routes.set('getImportTemplate', getImportTemplate);
  routes.set('importPeople', importPeople);
  routes.set('exportPeople', exportPeople);
}
