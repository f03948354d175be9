import type { LegalDocument } from '../types';

export const termsEs: LegalDocument = {
  kind: 'terms',
  title: 'Condiciones del servicio',
  lastUpdated: '2026-01-01',
  intro:
    'Estas condiciones se aplican al sitio web, la aplicación, el colgante y las suscripciones de ICE SOS. Al crear una cuenta o comprar un producto las acepta. Léalas junto con nuestra Política de privacidad.',
  sections: [
    {
      id: 'emergency',
      heading: '1. No sustituye a los servicios de emergencia',
      blocks: [
        'En una emergencia, llame siempre primero al 112. ICE SOS le ayuda a avisar a las personas que eligió y, con Central de Atención España, a un operador profesional, pero depende de su teléfono, su batería, la red móvil, la recepción GPS y la conexión Bluetooth con su colgante. No podemos garantizar que una alarma se entregue siempre ni que la ayuda llegue a tiempo.',
      ],
    },
    {
      id: 'account',
      heading: '2. Su cuenta',
      blocks: [
        'Debe tener 16 años o más, dar datos exactos y mantener su contraseña en secreto. Usted es responsable de lo que ocurra en su cuenta, y debe mantener al día sus contactos de emergencia y su perfil médico, porque quienes le atiendan confían en ellos.',
      ],
    },
    {
      id: 'subscriptions',
      heading: '3. Suscripciones y pago',
      blocks: [
        'Las suscripciones se cobran por adelantado en cada periodo de facturación al precio mostrado al contratar. Los precios se fijan en euros; los importes en otras monedas son conversiones informativas. Le avisaremos de un cambio de precio al menos 30 días antes de que se aplique, y podrá cancelar antes.',
      ],
    },
    {
      id: 'cancellation',
      heading: '4. Cancelación',
      blocks: [
        'Puede cancelar su suscripción en cualquier momento con 30 días de preaviso, desde su panel o escribiéndonos {contact}. Conserva el acceso hasta el final del periodo de facturación en el que termina el preaviso; los periodos ya pagados no se reembolsan, salvo cuando la ley lo exija.',
        'Si contrató en línea como consumidor, también tiene el derecho legal de desistir en un plazo de 14 días sin indicar el motivo. Si nos pidió empezar el servicio en ese plazo, le devolvemos el precio menos la parte de los días ya prestados.',
      ],
    },
    {
      id: 'hardware',
      heading: '5. El colgante Bluetooth ICE SOS',
      blocks: [
        [
          'El colgante es una compra única. El hardware no es reembolsable, sin perjuicio de su derecho legal de desistimiento para bienes comprados a distancia y de sus derechos legales cuando un producto no es conforme.',
          'Tiene 1 año de garantía frente a defectos de fabricación, además de la garantía legal. Escríbanos {contact} con los datos de su pedido para usarla.',
          'Su alcance Bluetooth es de hasta 100 m en espacio abierto y su batería dura hasta 7 días; las paredes, las interferencias y el uso reducen ambos. Compruebe el nivel de batería en la aplicación y cárguelo con regularidad.',
        ],
      ],
    },
    {
      id: 'call-centre',
      heading: '6. Central de Atención España',
      blocks: [
        'El servicio Central de Atención España funciona 24 horas al día, 7 días a la semana, 365 días al año, con operadores que hablan inglés y español. Todas las llamadas se graban por calidad y para su protección, y se conservan como indica la Política de privacidad. Los operadores avisan a los servicios de emergencia a través del 112 cuando su situación lo requiere.',
      ],
    },
    {
      id: 'family',
      heading: '7. Acceso de familiares y cuidadores',
      blocks: [
        'Usted decide quién puede seguirle y qué puede ver cada persona. Las personas que invite solo pueden usar lo que vean para ayudarle y no deben compartirlo. Puede cambiar o retirar su acceso en cualquier momento.',
      ],
    },
    {
      id: 'use',
      heading: '8. Uso aceptable',
      blocks: [
        'No active falsas alarmas a propósito, no haga un mal uso de la central de atención, no intente acceder a datos de otras personas ni interfiera con el servicio. Podemos suspender una cuenta que lo haga, avisándole antes cuando sea posible.',
      ],
    },
    {
      id: 'liability',
      heading: '9. Responsabilidad',
      blocks: [
        'Prestamos el servicio con un cuidado y una diligencia razonables. No respondemos de los daños causados por hechos ajenos a nuestro control, como caídas de la red, un teléfono sin batería o sin cobertura, o los tiempos de respuesta de los servicios de emergencia. Nada en estas condiciones limita la responsabilidad por muerte o lesiones causadas por negligencia, por fraude, ni ninguna otra que la ley no permita limitar.',
      ],
    },
    {
      id: 'changes',
      heading: '10. Cambios en el servicio y en estas condiciones',
      blocks: [
        'Podemos mejorar el servicio y actualizar estas condiciones. Le avisaremos de los cambios que le afecten con al menos 30 días de antelación; si no está de acuerdo, puede cancelar antes de que se apliquen.',
      ],
    },
    {
      id: 'law',
      heading: '11. Ley aplicable y conflictos',
      blocks: [
        'Estas condiciones se rigen por la ley del país en el que estamos establecidos, sin privarle de la protección obligatoria de la ley del país en el que reside. Escríbanos primero {contact}; también puede acudir a los tribunales de su país de residencia.',
      ],
    },
  ],
};
